// The crop proposal on whole pages (issue 23): `npm run -s bench:proposal [-- --count N] [--json]`.
// On seeded photos of a printed form (scripts/lib/synthetic/form-pages.ts) the proposed box
// should hold the signature and as little of the print as it can: for each page, the share of
// the signature's ink inside the box, the share of the printed ink inside it, and the box's
// share of the frame. Prints figures; fails nothing.
import { parseArgs } from 'node:util';
import { proposeCrop } from '../src/core/paper/propose-crop.ts';
import { formPageSet } from './lib/synthetic/form-pages.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '8' }, json: { type: 'boolean', default: false } },
});

const rows: { name: string; signatureInside: number; printInside: number; boxShare: number }[] = [];
for (const page of formPageSet(Number(values.count))) {
  const box = proposeCrop(page.data, page.width, page.height);
  let ink = 0;
  let inkIn = 0;
  let print = 0;
  let printIn = 0;
  for (let y = 0; y < page.height; y++) {
    const inside = y >= box.y && y < box.y + box.height;
    for (let x = 0; x < page.width; x++) {
      const i = y * page.width + x;
      const within = inside && x >= box.x && x < box.x + box.width;
      ink += page.gt[i];
      print += page.lines[i];
      if (within) {
        inkIn += page.gt[i];
        printIn += page.lines[i];
      }
    }
  }
  const row = {
    name: page.name,
    signatureInside: (100 * inkIn) / Math.max(1, ink),
    printInside: (100 * printIn) / Math.max(1, print),
    boxShare: (100 * box.width * box.height) / (page.width * page.height),
  };
  rows.push(row);
  if (!values.json) {
    console.log(
      `${row.name.padEnd(12)} signature inside ${row.signatureInside.toFixed(1).padStart(5)}%  print inside ${row.printInside.toFixed(1).padStart(5)}%  box ${row.boxShare.toFixed(1).padStart(5)}% of the frame`,
    );
  }
}
const mean = (key: 'signatureInside' | 'printInside' | 'boxShare') =>
  rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
const worst = Math.min(...rows.map((row) => row.signatureInside));
const summary = {
  pages: rows.length,
  signatureInside: mean('signatureInside'),
  worstSignatureInside: worst,
  printInside: mean('printInside'),
  boxShare: mean('boxShare'),
};
if (values.json) console.log(JSON.stringify(summary));
else
  console.log(
    `\n${summary.pages} pages: signature inside ${summary.signatureInside.toFixed(1)}% (worst ${worst.toFixed(1)}%), print inside ${summary.printInside.toFixed(1)}%, box ${summary.boxShare.toFixed(1)}% of the frame`,
  );
