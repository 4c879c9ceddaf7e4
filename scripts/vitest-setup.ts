// Unit tests' shared setup. Testing Library's async queries (findBy…, waitFor) give up after 1 s
// by default: a time limit in disguise, which a loaded 2-core machine overruns (a lazy route
// took longer). They wait for a state; the ceiling only ends a run that has failed anyway.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 30_000 });
}
