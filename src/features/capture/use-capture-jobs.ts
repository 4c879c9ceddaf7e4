// Starts the job the capture model names and aborts it when the model replaces or drops it
// (or the screen goes), which stops its worker. The model ignores answers for jobs it no longer
// runs, so a late answer can never overwrite a newer picture or result. One picture client
// (worker) per screen, made with the first job and disposed when the screen is left.
import { useEffect, useRef, type Dispatch } from 'react';
import type { CleanClient } from '../../lib/clean/clean-client.ts';
import type { CaptureEvent, Job } from './capture-state.ts';

export function useCaptureJobs(job: Job | null, dispatch: Dispatch<CaptureEvent>) {
  const client = useRef<CleanClient | null>(null);
  useEffect(
    () => () => {
      client.current?.dispose();
      client.current = null;
    },
    [],
  );
  useEffect(() => {
    if (!job) return;
    const abort = new AbortController();
    import('./run-capture-job.ts').then(
      ({ createClient, runCaptureJob }) => {
        if (abort.signal.aborted) return;
        client.current ??= createClient();
        void runCaptureJob(client.current, job, dispatch, abort.signal);
      },
      // The code could not load (offline after an update): say so rather than wait forever.
      (error: Error) =>
        dispatch({
          type: 'failed',
          jobId: job.id,
          problem: { code: 'cleanFailed', detail: error.message },
        }),
    );
    return () => abort.abort();
  }, [job, dispatch]);
}
