// A seeded, reproducible set of webcam- and phone-like signature photos with exact ink masks,
// modelled on how real photos of signatures fail: thin and wide pens, coloured and faint inks,
// tinted and textured paper, ruled and squared paper (lines that are NOT ink), a dark table at
// the edges, a sheet or notepad filling only part of the frame, hand shadows and uneven light,
// colour casts (warm light), sensor noise, blur and JPEG compression — alone and combined.
// Each condition is named so a benchmark can report weaknesses by name (conditions.ts; the
// truth convention is in render.ts).
import { CONDITIONS, PHONE_CONDITIONS } from './conditions.ts';
import { renderScene, type Camera } from './render.ts';
import type { Scene } from './scene.ts';

export { CONDITIONS } from './conditions.ts';

export interface SyntheticImage {
  name: string;
  condition: string;
  width: number;
  height: number;
  /** RGBA photo. */
  data: Uint8ClampedArray;
  /** Exact ground truth: 1 = ink. */
  gt: Uint8Array;
  /** Ruled, squared or margin lines (never ink): 1 on a line. */
  lines: Uint8Array;
  /** The pen's colour under neutral light (before any cast, shadow or blur). */
  ink: [number, number, number];
}

/** A seeded xorshift generator of numbers in [0, 1). */
export function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/** The whole set: `perCondition` images per condition (12-MP conditions: 2), seeded; `camera`
 * another camera than the set's (held-out checks only). */
export function* syntheticSet(
  perCondition = 4,
  seed = 2026,
  only?: ReadonlySet<string>,
  camera: Camera = {},
): Generator<SyntheticImage> {
  for (const [condition, recipe] of Object.entries(CONDITIONS)) {
    if (only && !only.has(condition)) continue;
    const count = PHONE_CONDITIONS.has(condition) ? Math.min(2, perCondition) : perCondition;
    for (let k = 0; k < count; k++) {
      const random = seeded(seed * 7919 + hash(condition) * 31 + k);
      yield renderImage(`${condition}-${k + 1}`, condition, recipe(random), random, camera);
    }
  }
}

/** One scene rendered as a named image of the set, with its truth. */
export function renderImage(
  name: string,
  condition: string,
  scene: Scene,
  random: () => number,
  camera: Camera = {},
): SyntheticImage {
  const { data, gt, lines } = renderScene(scene, random, camera);
  return {
    name,
    condition,
    width: scene.width,
    height: scene.height,
    data,
    gt,
    lines,
    ink: scene.ink,
  };
}

function hash(text: string) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}
