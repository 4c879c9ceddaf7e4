// useReducer whose reducer loads after the first paint: the page shows its initial state without
// the reducer's code. Events dispatched before it is here are kept and applied, in order, once it
// has loaded; a load that fails is tried again on the next event.
import { useCallback, useEffect, useRef, useState } from 'react';

type Reducer<S, E> = (state: S, event: E) => S;

export function useLazyReducer<S, E>(
  load: () => Promise<Reducer<S, E>>,
  initial: S,
): [S, (event: E) => void] {
  const [state, setState] = useState(initial);
  const loader = useRef<{ reducer?: Reducer<S, E>; loading?: boolean; queue: E[] }>({
    queue: [],
  });

  const ensure = useCallback(() => {
    const current = loader.current;
    if (current.reducer || current.loading) return;
    current.loading = true;
    load().then(
      (reducer) => {
        current.reducer = reducer;
        const queued = current.queue.splice(0);
        if (queued.length) setState((state) => queued.reduce(reducer, state));
      },
      (error: unknown) => {
        current.loading = false;
        console.error('Loading the capture screen failed:', error);
      },
    );
  }, [load]);
  useEffect(ensure, [ensure]);

  const dispatch = useCallback(
    (event: E) => {
      const { reducer, queue } = loader.current;
      if (reducer) setState((state) => reducer(state, event));
      else {
        queue.push(event);
        ensure();
      }
    },
    [ensure],
  );
  return [state, dispatch];
}
