// What a batch says while it runs. On a terminal: one bar, redrawn in place, with the count,
// the rate and the time left; a failure is printed above it. Elsewhere (a log, a pipe, CI):
// one plain line per picture, then the tally. The formatting is pure; Progress only writes.
import type { ReportRow, Tally } from './report.ts';
import { WARNING_TEXT } from './warnings.ts';

/** 65 → "1:05"; 3723 → "1:02:03"; unknown → "--:--". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "[#####·····] 12/40  3.1/s  0:09 left", the bar filling what the width leaves. */
export function progressLine(done: number, total: number, elapsedMs: number, width = 80): string {
  const rate = elapsedMs > 0 ? done / (elapsedMs / 1000) : 0;
  const left = rate > 0 ? (total - done) / rate : NaN;
  const text = ` ${done}/${total}  ${rate.toFixed(1)}/s  ${formatDuration(left)} left`;
  const barWidth = Math.max(10, Math.min(40, width - text.length - 3));
  const filled = total > 0 ? Math.round((barWidth * done) / total) : barWidth;
  return `[${'#'.repeat(filled)}${'·'.repeat(barWidth - filled)}]${text}`;
}

/** One picture's line: "ok a.jpg -> out/a.png (threshold 53, ink 1.25 %)". */
export function pictureLine(row: ReportRow): string {
  switch (row.status) {
    case 'ok': {
      const ink = ((row.inkShare ?? 0) * 100).toFixed(2);
      const warnings = row.warnings.map((warning) => `; ${WARNING_TEXT[warning]}`).join('');
      return `ok ${row.input} -> ${row.outputs.join(', ')} (threshold ${row.threshold}, ink ${ink} %${warnings})`;
    }
    case 'skipped':
      return `skipped ${row.input} (${row.outputs.join(', ')} already there)`;
    case 'cancelled':
      return `cancelled ${row.input}`;
    case 'failed':
      return `failed ${row.error ?? row.input}`;
  }
}

export function tallyLine(counts: Tally, total: number, elapsedMs: number): string {
  const parts = [`${counts.ok} cleaned`, `${counts.failed} failed`, `${counts.skipped} skipped`];
  if (counts.cancelled > 0) parts.push(`${counts.cancelled} cancelled`);
  return `${total} picture(s): ${parts.join(', ')} in ${formatDuration(elapsedMs / 1000)}`;
}

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

export class Progress {
  private done = 0;
  private readonly started = performance.now();

  constructor(
    private readonly total: number,
    private readonly out: Output,
  ) {
    this.draw();
  }

  private get elapsed() {
    return performance.now() - this.started;
  }

  private draw() {
    if (!this.out.isTTY) return;
    this.out.write(
      `\r\x1b[2K${progressLine(this.done, this.total, this.elapsed, this.out.columns || 80)}`,
    );
  }

  /** A line above the bar (or a plain line). */
  say(text: string) {
    this.out.write(this.out.isTTY ? `\r\x1b[2K${text}\n` : `${text}\n`);
    this.draw();
  }

  picture(row: ReportRow) {
    this.done++;
    if (!this.out.isTTY) this.say(pictureLine(row));
    else if (row.status === 'failed') this.say(pictureLine(row));
    else this.draw();
  }

  finish(counts: Tally) {
    if (this.out.isTTY) this.out.write('\r\x1b[2K');
    this.out.write(`${tallyLine(counts, this.total, this.elapsed)}\n`);
  }
}
