// One click, one effect: a double (or triple) click is one intent, so only its first click
// acts. The browser counts the clicks of one burst in `detail` (1, 2, 3…, by the system's own
// double-click setting); a click from the keyboard (Enter, Space) has detail 0 and always acts.
// For actions that write or download; state (busy flags) guards what takes longer.
export function oncePerIntent<E extends { detail: number }>(
  handler: (event: E) => void,
): (event: E) => void {
  return (event) => {
    if (event.detail > 1) return;
    handler(event);
  };
}
