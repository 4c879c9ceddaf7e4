// Extraction quality on real handwriting and on a generated webcam/phone-like set:
//   npm run -s bench:quality -- --data DIR|synthetic [--algorithm spec|enhanced|bgnorm-otsu|otsu] [--json]
//   npm run -s bench:quality -- --frame 1280x720 [--algorithm NAME]   one webcam-sized frame's time
//   --algorithm enhanced-ruled:present=0.5   a neighbouring value of the ruled lines' settings
// DIR holds images/NAME.png and gt/NAME.png (ink = black). Prints per image and on average the
// contests' F-measure, PSNR and DRD, and milliseconds per megapixel; for the synthetic set also
// per condition, and three gauges of failures an average hides: gross (more than 5% of the paper
// turned into ink), lost (less than a fifth of the ink found: the signature is gone) and, where
// the picture has ruled or squared lines, line residue (the share of line pixels left as ink).
//   --only a,b   only these synthetic conditions (while developing; report full runs)
//   --seed S     the synthetic set drawn from another seed (default 2026, the set QUALITY.md
//                reports): a held-out check that a rule was not fitted to one draw
//   --soften S   every picture blurred by a further Gaussian of σ S px before it is cleaned, the
//                truth unchanged (a softer camera than the set's); --tone G its tone curve
//                (v / 255)^G: the robustness sweep in QUALITY.md (lib/perturb.ts)
//   --camera-gamma G  the synthetic set from a camera whose optics blur light, encoded after
//                by the tone curve 1/G (2.2: sRGB; lib/synthetic/camera.ts cameraBlur)
//   --data pens  pens of eight colours, well exposed, dim and dim under warm light
//                (lib/synthetic/pen-colours.ts): the ink-colour gauges — the Original ink's
//                hue angle and CIE L* difference to the pen's colour — per pen and light
import { parseArgs } from 'node:util';
import { inkMaskFromRgba, scoreBinarization } from '../src/core/quality/metrics.ts';
import { METHODS, neighbour, type Method } from './lib/quality-methods.ts';
import { realDocuments } from './lib/real-pictures.ts';
import { inkGauges } from './lib/ink-gauges.ts';
import { perturb, type Perturbation } from './lib/perturb.ts';
import { penColourSet } from './lib/synthetic/pen-colours.ts';
import { syntheticSignature } from './lib/synthetic-signature.ts';
import { syntheticSet } from './lib/synthetic/generate.ts';

interface Row {
  name: string;
  condition: string;
  fm: number;
  psnr: number;
  drd: number;
  ms: number;
  megapixels: number;
  gross: boolean;
  lost: boolean;
  /** Share of the ruling's pixels left as ink (%), or NaN when the picture has no lines. */
  lineResidue: number;
  /** Degrees between the output ink's colour and the pen's (NaN without a known pen or ink). */
  inkAngle: number;
  /** CIE L* between the output ink's colour and the pen's, absolute (NaN as above). */
  inkLightness: number;
}

/** Less than this share of the truth's ink found: the signature is lost. */
const LOST_RECALL = 0.2;

function lineResidue(predicted: Uint8Array, lines: Uint8Array | undefined): number {
  if (!lines) return NaN;
  let total = 0;
  let left = 0;
  for (let i = 0; i < lines.length; i++) {
    total += lines[i];
    left += lines[i] & predicted[i];
  }
  return total === 0 ? NaN : (100 * left) / total;
}

async function* realSet(dir: string) {
  for await (const image of realDocuments(dir)) yield { ...image, condition: 'real' };
}

function average(rows: Row[]) {
  const sum = (key: 'fm' | 'psnr' | 'drd') =>
    rows.reduce((total, row) => total + row[key], 0) / rows.length;
  const ruled = rows.filter((row) => !Number.isNaN(row.lineResidue));
  const coloured = rows.filter((row) => !Number.isNaN(row.inkAngle));
  const ms = rows.reduce((total, row) => total + row.ms, 0);
  const mp = rows.reduce((total, row) => total + row.megapixels, 0);
  return {
    images: rows.length,
    fm: sum('fm'),
    psnr: sum('psnr'),
    drd: sum('drd'),
    msPerMegapixel: ms / mp,
    grossFailures: rows.filter((row) => row.gross).length,
    lost: rows.filter((row) => row.lost).length,
    lineResidue: ruled.length
      ? ruled.reduce((total, row) => total + row.lineResidue, 0) / ruled.length
      : NaN,
    inkAngle: coloured.length
      ? coloured.reduce((total, row) => total + row.inkAngle, 0) / coloured.length
      : NaN,
    inkLightness: coloured.length
      ? coloured.reduce((total, row) => total + row.inkLightness, 0) / coloured.length
      : NaN,
  };
}

const round = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : value);

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        data: { type: 'string' },
        algorithm: { type: 'string', default: 'enhanced' },
        json: { type: 'boolean', default: false },
        'per-condition': { type: 'string', default: '4' },
        frame: { type: 'string' },
        only: { type: 'string' },
        seed: { type: 'string', default: '2026' },
        soften: { type: 'string' },
        tone: { type: 'string' },
        'camera-gamma': { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`bench:quality: ${(error as Error).message}`);
    return 2;
  }
  const method = METHODS[values.algorithm] ?? neighbour(values.algorithm);
  const frame = values.frame ? /^(\d+)x(\d+)$/.exec(values.frame) : null;
  if (method && frame)
    return timeFrame(method, values.algorithm, Number(frame[1]), Number(frame[2]));
  if (!values.data || !method) {
    console.error(
      `Usage: npm run -s bench:quality -- --data DIR|synthetic [--algorithm ${Object.keys(METHODS).join('|')}] [--json]`,
    );
    return 2;
  }
  const variation: Perturbation = {
    ...(values.soften ? { soften: Number(values.soften) } : {}),
    ...(values.tone ? { tone: Number(values.tone) } : {}),
  };
  const cameraGamma = values['camera-gamma'] ? Number(values['camera-gamma']) : 1;
  if (Object.values(variation).some((v) => !(v >= 0)) || !(cameraGamma > 0)) {
    console.error('bench:quality: --soften and --tone take a number ≥ 0, --camera-gamma one > 0');
    return 2;
  }
  const generated = values.data === 'synthetic' || values.data === 'pens';
  const source =
    values.data === 'synthetic'
      ? syntheticSet(
          Number(values['per-condition']),
          Number(values.seed),
          values.only ? new Set(values.only.split(',')) : undefined,
          { gamma: cameraGamma },
        )
      : values.data === 'pens'
        ? penColourSet(1)
        : realSet(values.data);
  const rows: Row[] = [];
  for await (const image of source) {
    const picture = perturb(image.data, image.width, image.height, variation);
    const start = performance.now();
    const result = method(picture, image.width, image.height);
    const ms = performance.now() - start;
    const n = image.width * image.height;
    const predicted = inkMaskFromRgba(result.data, n);
    const scores = scoreBinarization(predicted, image.gt, image.width, image.height);
    const paper = n - (scores.tp + scores.fn);
    const lines = 'lines' in image ? image.lines : undefined;
    rows.push({
      name: image.name,
      condition: image.condition,
      fm: scores.fm,
      psnr: scores.psnr,
      drd: scores.drd,
      ms,
      megapixels: n / 1e6,
      gross: scores.fp > 0.05 * paper,
      lost: scores.tp < LOST_RECALL * (scores.tp + scores.fn),
      lineResidue: lineResidue(predicted, lines),
      ...inkGauges(result.data, picture, image.width, 'ink' in image ? image.ink : undefined),
    });
    if (!values.json) {
      console.log(
        `${image.name.padEnd(22)} FM ${scores.fm.toFixed(2).padStart(6)}  PSNR ${scores.psnr.toFixed(2).padStart(6)}  DRD ${scores.drd.toFixed(2).padStart(6)}  ${(ms / (n / 1e6)).toFixed(1).padStart(6)} ms/MP${flags(rows.at(-1)!)}`,
      );
    }
  }
  const overall = average(rows);
  const conditions: Record<string, ReturnType<typeof average>> = {};
  if (generated) {
    for (const condition of [...new Set(rows.map((row) => row.condition))]) {
      conditions[condition] = average(rows.filter((row) => row.condition === condition));
    }
  }
  if (values.json) {
    const pack = (a: ReturnType<typeof average>) => ({
      images: a.images,
      fm: round(a.fm),
      psnr: round(a.psnr),
      drd: round(a.drd),
      msPerMegapixel: round(a.msPerMegapixel),
      grossFailures: a.grossFailures,
      lost: a.lost,
      ...(Number.isNaN(a.lineResidue) ? {} : { lineResidue: round(a.lineResidue) }),
      ...(Number.isNaN(a.inkAngle) ? {} : { inkAngle: round(a.inkAngle) }),
      ...(Number.isNaN(a.inkLightness) ? {} : { inkLightness: round(a.inkLightness) }),
    });
    const out: Record<string, unknown> = pack(overall);
    if (generated)
      out.conditions = Object.fromEntries(Object.entries(conditions).map(([k, v]) => [k, pack(v)]));
    console.log(JSON.stringify(out));
  } else {
    const camera = cameraGamma === 1 ? '' : ` --camera-gamma ${cameraGamma}`;
    const varied =
      Object.entries(variation)
        .map(([k, v]) => ` --${k} ${v}`)
        .join('') + camera;
    console.log(`\n${values.algorithm} on ${values.data}${varied}: ${overall.images} images`);
    for (const [name, a] of [...Object.entries(conditions), ['average', overall] as const]) {
      console.log(
        `${String(name).padEnd(18)} FM ${a.fm.toFixed(2).padStart(6)}  PSNR ${a.psnr.toFixed(2).padStart(6)}  DRD ${a.drd.toFixed(2).padStart(6)}  ${a.msPerMegapixel.toFixed(1).padStart(6)} ms/MP  gross ${a.grossFailures}  lost ${a.lost}${Number.isNaN(a.lineResidue) ? '' : `  line residue ${a.lineResidue.toFixed(1)}%`}${Number.isNaN(a.inkAngle) ? '' : `  ink colour ${a.inkAngle.toFixed(1)}° ΔL* ${a.inkLightness.toFixed(1)}`}`,
      );
    }
  }
  return 0;
}

function flags(row: Row) {
  const residue = Number.isNaN(row.lineResidue) ? '' : `  lines ${row.lineResidue.toFixed(1)}%`;
  const ink = Number.isNaN(row.inkAngle)
    ? ''
    : `  ink ${row.inkAngle.toFixed(1)}° ΔL* ${row.inkLightness.toFixed(1)}`;
  return `${residue}${ink}${row.gross ? '  GROSS FAILURE' : ''}${row.lost ? '  LOST' : ''}`;
}

/**
 * One seeded signature frame of the given size, cleaned by the method and by the spec's cleaner
 * in turn (21 rounds after 5 warm-ups): the medians and their ratio, so that a shared machine's
 * load hits both alike.
 */
function timeFrame(method: Method, name: string, width: number, height: number) {
  const data = syntheticSignature(7, width, height);
  const spec = METHODS.spec;
  for (let k = 0; k < 5; k++) {
    method(data, width, height);
    spec(data, width, height);
  }
  const times: number[] = [];
  const specTimes: number[] = [];
  const timed = (fn: Method, into: number[]) => {
    const start = performance.now();
    fn(data, width, height);
    into.push(performance.now() - start);
  };
  for (let k = 0; k < 21; k++) {
    timed(method, times);
    timed(spec, specTimes);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[10];
  console.log(
    `${name} on a ${width}×${height} frame: ${median(times).toFixed(1)} ms (median of 21); spec ${median(specTimes).toFixed(1)} ms in the same run: ${(median(times) / median(specTimes)).toFixed(1)}×`,
  );
  return 0;
}

process.exitCode = await main();
