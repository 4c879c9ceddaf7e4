// One clean client (worker) per Capture screen, loaded and created on the first Clean (it is not
// needed to show the page) and disposed when the screen is left.
import { useCallback, useEffect, useRef } from 'react';
import type { CleanClient } from '../../lib/clean/clean-client.ts';

export function useCleaner(): () => Promise<CleanClient> {
  const client = useRef<Promise<CleanClient> | null>(null);
  useEffect(
    () => () => {
      void client.current?.then((created) => created.dispose());
      client.current = null;
    },
    [],
  );
  return useCallback(
    () =>
      (client.current ??= import('../../lib/clean/clean-client.ts').then(({ createCleanClient }) =>
        createCleanClient(),
      )),
    [],
  );
}
