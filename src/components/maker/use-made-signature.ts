// The output of the maker's state, remade after every change: the latest state wins (a slider
// being dragged does not queue up renders), and a result made for an older state is dropped.
import { useEffect, useRef, useState } from 'react';
import { latestOnly } from '../../lib/output/latest-only.ts';
import type { MakerState } from './maker-state.ts';
import { makeOutput, type MadeSignature } from './make-output.ts';

export interface MadeState {
  made: MadeSignature | null;
  /** A newer state is being made: `made` is about to change. */
  busy: boolean;
  failed: boolean;
}

/**
 * `version` remakes the output when something outside the state changed (the fonts loaded);
 * while `ready` is false (the fonts are still loading) nothing is made.
 */
export function useMadeSignature(state: MakerState, version: unknown, ready = true): MadeState {
  const [result, setResult] = useState<MadeState>({ made: null, busy: false, failed: false });
  const runner = useRef<ReturnType<typeof latestOnly<MakerState, MadeSignature | null>> | null>(
    null,
  );
  useEffect(() => {
    const jobs = latestOnly<MakerState, MadeSignature | null>((next) => makeOutput(next), {
      result: (made, _state, current) => setResult({ made, busy: !current, failed: false }),
      error: () => setResult({ made: null, busy: false, failed: true }),
    });
    runner.current = jobs;
    return () => jobs.cancel();
  }, []);
  useEffect(() => {
    setResult((now) => ({ ...now, busy: true }));
    if (ready) runner.current?.push(state);
  }, [state, version, ready]);
  return result;
}
