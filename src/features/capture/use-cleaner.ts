// One clean client (worker) per Capture screen, created on first use and disposed on leave.
import { useCallback, useEffect, useRef } from 'react';
import { createCleanClient, type CleanClient } from '../../lib/clean/clean-client.ts';

export function useCleaner(): () => CleanClient {
  const client = useRef<CleanClient | null>(null);
  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );
  return useCallback(() => (client.current ??= createCleanClient()), []);
}
