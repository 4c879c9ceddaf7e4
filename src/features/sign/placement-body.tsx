// What a placed item shows inside its box: the signature picture (with the date below it when
// the date option is on), a text box typed in place, or a tick or cross drawn as the PDF will
// have it. Sizes follow the zoom.
import type { PlacedThing } from './placed-items.ts';

const INK_CSS = { black: '#1a1a1f', blue: '#17339a' } as const;

export function PlacementBody(props: {
  item: PlacedThing;
  scale: number;
  caption: { text: string; fontSize: number; gap: number } | null;
  label: string;
  onText: (text: string) => void;
}) {
  const { item, scale, caption } = props;
  if (item.kind === 'image')
    return (
      <>
        <img src={item.asset.url} alt="" draggable={false} className="placement-image" />
        {caption && (
          <span
            className="placement-caption"
            style={{
              top: `${(item.height + caption.gap) * scale}px`,
              fontSize: `${caption.fontSize * scale}px`,
            }}
          >
            {caption.text}
          </span>
        )}
      </>
    );
  if (item.kind === 'mark')
    return (
      <svg className="placement-mark" viewBox="0 0 16 16" aria-hidden="true">
        <path
          d={item.mark === 'tick' ? 'M2.5 8.5l3.5 4 7.5-9' : 'M3 3l10 10M13 3L3 13'}
          stroke={INK_CSS[item.ink]}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </svg>
    );
  return (
    <textarea
      className="placement-text"
      value={item.text}
      aria-label={props.label}
      spellCheck={!item.date}
      style={{ fontSize: `${item.fontSize * scale}px`, color: INK_CSS[item.ink] }}
      onChange={(event) => props.onText(event.target.value)}
    />
  );
}
