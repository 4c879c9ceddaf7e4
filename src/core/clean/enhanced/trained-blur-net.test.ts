// The trained blur net is installed by the entry points that clean for real, and asking for the
// learned decision without it fails loudly rather than cleaning differently.
import { beforeEach, expect, test, vi } from 'vitest';

// Each test starts from a module graph of its own, with nothing installed (the unit tests'
// setup installs the net in the shared graph).
beforeEach(() => {
  vi.resetModules();
});

const freshBlurNet = () => import('./blur-net.ts');

test('without an install, the learned decision says what is missing', async () => {
  const { defaultBlurNet } = await freshBlurNet();
  expect(() => defaultBlurNet()).toThrow(/installTrainedBlurNet/);
});

test('installTrainedBlurNet makes the trained net the default', async () => {
  const { defaultBlurNet } = await freshBlurNet();
  const { installTrainedBlurNet } = await import('./trained-blur-net.ts');
  installTrainedBlurNet();
  const net = defaultBlurNet();
  expect(net.channels).toBe(12);
  expect(net.layers).toHaveLength(5);
  expect(defaultBlurNet()).toBe(net); // decoded once
});

test.each([
  ['the photo and capture jobs', () => import('../../../lib/clean/picture-jobs.ts')],
  ['the command line', () => import('../../../cli/clean-file.ts')],
])('%s install it', async (_name, entry) => {
  const { defaultBlurNet } = await freshBlurNet();
  await entry();
  expect(defaultBlurNet().channels).toBe(12);
});
