// A phone's processed photo (the phone-processed condition, a development seed) whose deep,
// blotchy shadow puts Otsu's level inside the shadow's grain: without the self-check the
// enhanced cleaner returns the grain. For the tests that need one (check/plain-ink.test.ts,
// src/cli/warnings.test.ts).
import { renderImage, seeded } from './generate.ts';
import { CONDITIONS } from './conditions.ts';

export function grainyShadowPhoto() {
  const random = seeded(5);
  return renderImage('phone', 'phone-processed', CONDITIONS['phone-processed'](random), random);
}
