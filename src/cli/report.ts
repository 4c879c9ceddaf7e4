// The report of a batch (--report FILE.json|FILE.csv): one row per input, in the order the
// inputs were found, with what became of it. JSON is an array of rows; CSV (RFC 4180, a
// header line, CRLF) lists several outputs or warnings in one cell separated by `;`. Pure.
import type { Warning } from './warnings.ts';

/**
 * ok: cleaned and written; failed: could not be read, cleaned or written; skipped: its outputs
 * were there already (--skip-existing); cancelled: not started before Ctrl+C.
 */
export type RowStatus = 'ok' | 'failed' | 'skipped' | 'cancelled';

export interface ReportRow {
  input: string;
  status: RowStatus;
  outputs: string[];
  /** The cleaner's threshold (grey level); null when the picture was not cleaned. */
  threshold: number | null;
  /** The share of the picture's pixels that became ink, 0 … 1. */
  inkShare: number | null;
  warnings: Warning[];
  /** Time spent on the picture, from the worker taking it to its files written. */
  ms: number | null;
  error: string | null;
}

export const CSV_COLUMNS = [
  'input',
  'status',
  'output',
  'threshold',
  'ink_share',
  'warnings',
  'ms',
  'error',
] as const;

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The ink share with 6 decimals: enough for the app's 0.03 % limit, short enough to read. */
function share(value: number | null): number | null {
  return value === null ? null : Number(value.toFixed(6));
}

export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const cells = [
      row.input,
      row.status,
      row.outputs.join(';'),
      row.threshold,
      share(row.inkShare),
      row.warnings.join(';'),
      row.ms === null ? null : Math.round(row.ms),
      row.error,
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function reportJson(rows: readonly ReportRow[]): string {
  const plain = rows.map((row) => ({
    ...row,
    inkShare: share(row.inkShare),
    ms: row.ms === null ? null : Math.round(row.ms),
  }));
  return `${JSON.stringify(plain, null, 2)}\n`;
}

export function reportText(rows: readonly ReportRow[], format: 'json' | 'csv'): string {
  return format === 'json' ? reportJson(rows) : reportCsv(rows);
}

export interface Tally {
  ok: number;
  failed: number;
  skipped: number;
  cancelled: number;
}

export function tally(rows: readonly ReportRow[]): Tally {
  const counts: Tally = { ok: 0, failed: 0, skipped: 0, cancelled: 0 };
  for (const row of rows) counts[row.status]++;
  return counts;
}
