import { describe, expect, it } from 'vitest';
import { formatDuration, pictureLine, Progress, progressLine, tallyLine } from './progress.ts';
import type { ReportRow } from './report.ts';

const row: ReportRow = {
  input: 'a.jpg',
  status: 'ok',
  outputs: ['out/a.png'],
  threshold: 90,
  inkShare: 0.0003,
  warnings: [],
  ms: 10,
  error: null,
};

describe('progress', () => {
  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(NaN)).toBe('--:--');
    expect(formatDuration(Infinity)).toBe('--:--');
  });

  it('draws a bar with the count, the rate and the time left', () => {
    const line = progressLine(10, 40, 5000, 80);
    expect(line).toMatch(/^\[#+·+\] 10\/40 {2}2\.0\/s {2}0:15 left$/);
    expect(line.length).toBeLessThanOrEqual(80);
    expect(line.match(/#/g)?.length).toBe(Math.round((line.indexOf(']') - 1) / 4));
    expect(progressLine(0, 40, 0)).toContain('--:-- left');
    expect(progressLine(40, 40, 1000)).not.toContain('·');
  });

  it('says what became of each picture', () => {
    expect(pictureLine(row)).toBe('ok a.jpg -> out/a.png (threshold 90, ink 0.03 %)');
    expect(pictureLine({ ...row, warnings: ['tooLittleInk'] })).toMatch(
      /ink 0\.03 %; almost no ink/,
    );
    expect(pictureLine({ ...row, status: 'failed', error: 'a.jpg: corrupt JPEG' })).toBe(
      'failed a.jpg: corrupt JPEG',
    );
    expect(tallyLine({ ok: 3, failed: 1, skipped: 0, cancelled: 2 }, 6, 61_000)).toBe(
      '6 picture(s): 3 cleaned, 1 failed, 0 skipped, 2 cancelled in 1:01',
    );
  });

  it('writes plain lines when not on a terminal, a redrawn bar on one', () => {
    const plain: string[] = [];
    const log = new Progress(2, { write: (text: string) => plain.push(text) });
    log.picture(row);
    expect(plain).toEqual(['ok a.jpg -> out/a.png (threshold 90, ink 0.03 %)\n']);

    const screen: string[] = [];
    const bar = new Progress(2, {
      write: (text: string) => screen.push(text),
      isTTY: true,
      columns: 60,
    });
    bar.picture(row);
    expect(screen).toHaveLength(2);
    const clearLine = '\r\u001b[2K';
    expect(screen[1].startsWith(clearLine)).toBe(true);
    expect(screen[1].slice(clearLine.length)).toMatch(/^\[.*\] 1\/2 /);
  });
});
