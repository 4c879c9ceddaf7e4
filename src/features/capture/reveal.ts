// Leads the screen to its next step when new work arrives: the "Your signature" panel is scrolled
// into view (on a phone it sits below the live view) and focus moves on — to the panel's heading
// after a capture (so Space still captures again), to Save PNG with a first result — unless the
// person is busy in another control. Loaded with the first capture, not with the page.

/** The Save PNG button's id (result/result-actions.tsx). */
export const SAVE_PNG_ID = 'save-png';

export type RevealTarget = 'heading' | 'save';

/** A request to reveal the result panel; `seq` makes each request new. */
export interface Reveal {
  seq: number;
  to: RevealTarget;
}

/** What the screen remembers between reveals: the last announcement and result it acted on. */
export interface Revealed {
  seq: number;
  resultOf: number;
}

/**
 * Whether what the model just said brings new work into view: a new capture or crop (to the
 * heading), a first result for a picture (to Save PNG). Later results — options changed —
 * leave scroll and focus alone.
 */
export function nextReveal(
  said: { what: string; seq: number } | null,
  sourceId: number | null,
  revealed: Revealed,
): Reveal | null {
  if (!said || said.seq === revealed.seq || sourceId === null) return null;
  revealed.seq = said.seq;
  const firstResult = said.what === 'cleaned' && revealed.resultOf !== sourceId;
  if (firstResult) revealed.resultOf = sourceId;
  if (said.what !== 'captured' && said.what !== 'cropped' && !firstResult) return null;
  return { seq: said.seq, to: firstResult ? 'save' : 'heading' };
}

/** Focus that the flow may move on from: nowhere, the panel's heading, or the step just taken. */
function focusIsFree(heading: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === heading) return true;
  return active.matches('[data-step]');
}

export function revealResult(to: RevealTarget): void {
  const heading = document.getElementById('result-heading');
  const panel = heading?.closest('section');
  if (!heading || !panel) return;
  const target = to === 'save' ? document.getElementById(SAVE_PNG_ID) : heading;
  if (target && focusIsFree(heading)) target.focus({ preventScroll: true });

  // The panel's top and its primary button (the next step) should both be in view.
  const next = panel.querySelector('.button-primary') ?? target ?? panel;
  const top = panel.getBoundingClientRect().top;
  const bottom = next.getBoundingClientRect().bottom;
  if (top >= 0 && bottom <= window.innerHeight) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: top - 8, behavior: still ? 'auto' : 'smooth' });
}
