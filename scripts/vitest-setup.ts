// Unit tests' shared setup. Testing Library's async queries (findBy…, waitFor) give up after 1 s
// by default: a time limit in disguise, which a loaded 2-core machine overruns (a lazy route
// took longer). They wait for a state; the ceiling only ends a run that has failed anyway.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 30_000 });
}

// The unit tests clean as the product does: with the trained blur net installed (the entry
// points' own installs are tested in trained-nets.test.ts).
const { installTrainedNets } = await import('../src/core/clean/enhanced/learned/trained-nets.ts');
installTrainedNets();
