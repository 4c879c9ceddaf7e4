// The trained nets (the blur and the core decisions') are installed by the entry points that clean
// for real, and asking for a learned decision without its net fails loudly rather than cleaning
// differently.
import { beforeEach, expect, test, vi } from 'vitest';

// Each test starts from a module graph of its own, with nothing installed (the unit tests'
// setup installs the net in the shared graph).
beforeEach(() => {
  vi.resetModules();
});

const freshBlurNet = () => import('./blur-net.ts');
const freshCoreDecision = async () => (await import('./core-net.ts')).defaultCoreDecision;
const none = () => new Uint8Array(4);

test('without an install, the learned decisions say what is missing', async () => {
  const { defaultBlurNet } = await freshBlurNet();
  expect(() => defaultBlurNet()).toThrow(/blur decision has no net.*installTrainedNets/);
  const core = await freshCoreDecision();
  expect(() => core(none(), 2, 2, none(), none())).toThrow(/core decision has no net/);
});

test('installTrainedNets makes the trained net the default', async () => {
  const { defaultBlurNet } = await freshBlurNet();
  const { installTrainedNets } = await import('./trained-nets.ts');
  installTrainedNets();
  const net = defaultBlurNet();
  expect(net.channels).toBe(12);
  expect(net.layers).toHaveLength(5);
  expect(defaultBlurNet()).toBe(net); // decoded once
  const core = await freshCoreDecision();
  expect(() => core(none(), 2, 2, none(), none())).not.toThrow();
});

test.each([
  ['the photo and capture jobs', () => import('../../../../lib/clean/picture-jobs.ts')],
  ['the command line', () => import('../../../../cli/clean-file.ts')],
])('%s install it', async (_name, entry) => {
  const { defaultBlurNet } = await freshBlurNet();
  const core = await freshCoreDecision();
  await entry();
  expect(defaultBlurNet().channels).toBe(12);
  expect(() => core(none(), 2, 2, none(), none())).not.toThrow();
});
