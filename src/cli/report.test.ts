import { describe, expect, it } from 'vitest';
import { reportCsv, reportJson, tally, type ReportRow } from './report.ts';

const ok: ReportRow = {
  input: 'scans/a.jpg',
  status: 'ok',
  outputs: ['out/a.png', 'out/a.svg'],
  threshold: 118,
  inkShare: 0.012345678,
  warnings: [],
  ms: 1234.56,
  error: null,
};
const failed: ReportRow = {
  input: 'scans/b, "draft".jpg',
  status: 'failed',
  outputs: ['out/b, "draft".png'],
  threshold: null,
  inkShare: null,
  warnings: [],
  ms: 3.2,
  error: 'scans/b, "draft".jpg: corrupt JPEG (SOI not found)',
};
const warned: ReportRow = {
  ...ok,
  input: 'scans/c.png',
  outputs: ['out/c.png'],
  inkShare: 0.4,
  warnings: ['tooMuchInk'],
};
const skipped: ReportRow = { ...ok, status: 'skipped', threshold: null, inkShare: null, ms: null };

describe('report', () => {
  it('writes one CSV row per input, quoted where needed', () => {
    expect(reportCsv([ok, failed, warned, skipped]).split('\r\n')).toEqual([
      'input,status,output,threshold,ink_share,warnings,ms,error',
      'scans/a.jpg,ok,out/a.png;out/a.svg,118,0.012346,,1235,',
      '"scans/b, ""draft"".jpg",failed,"out/b, ""draft"".png",,,,3,"scans/b, ""draft"".jpg: corrupt JPEG (SOI not found)"',
      'scans/c.png,ok,out/c.png,118,0.4,tooMuchInk,1235,',
      'scans/a.jpg,skipped,out/a.png;out/a.svg,,,,,',
      '',
    ]);
  });

  it('writes the same rows as JSON', () => {
    expect(JSON.parse(reportJson([ok, failed]))).toEqual([
      { ...ok, inkShare: 0.012346, ms: 1235 },
      { ...failed, ms: 3 },
    ]);
  });

  it('counts the statuses', () => {
    expect(tally([ok, failed, warned, skipped])).toEqual({
      ok: 2,
      failed: 1,
      skipped: 1,
      cancelled: 0,
    });
  });
});
