// How a placed text box's lines sit in its rectangle, shared by the writer and the page that
// shows the box while it is typed in: lines 1.2 em apart, each baseline 0.95 em below its line's
// top, as Helvetica or Arial at `line-height: 1.2` in CSS. The writer does not wrap: a line is
// what the text's own line breaks make.

export const TEXT_LINE_HEIGHT = 1.2;
export const TEXT_BASELINE = 0.95;

/** The baseline of line `index` (from 0), in points below the box's top. */
export function baselineOffset(index: number, fontSize: number): number {
  return (index * TEXT_LINE_HEIGHT + TEXT_BASELINE) * fontSize;
}
