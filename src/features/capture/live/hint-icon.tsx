// One small line icon per hint (decorative: the text says it all). Drawn with currentColor, so
// the hint line's colour decides: the text colour for a problem, the accent for 'ready'.
import type { Hint } from '../../../core/guidance/judge-frame.ts';

const PATHS: Record<Hint | 'waiting', string> = {
  'no-signature': 'M4 7h16v10H4z M8 12h8',
  'touches-edge': 'M4 5v14 M20 5v14 M9 12h6 M9 12l2-2 M9 12l2 2 M15 12l-2-2 M15 12l-2 2',
  'too-dark': 'M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z',
  shadow: 'M4 5h16v14H4z M12 5v14 M14 8l4 4 M14 13l4 4',
  blurry: 'M5 9h14 M7 12h10 M5 15h14',
  glare:
    'M12 4v3 M12 17v3 M4 12h3 M17 12h3 M6.5 6.5l2 2 M15.5 15.5l2 2 M6.5 17.5l2-2 M15.5 8.5l2-2',
  ready: 'M5 12.5l4.5 4.5L19 7.5',
  waiting: 'M12 6v6l4 2 M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
};

export function HintIcon({ hint }: { hint: Hint | 'waiting' }) {
  return (
    <svg className="live-hint-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[hint]} />
    </svg>
  );
}
