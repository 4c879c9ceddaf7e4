// The camera controller behind a stand-in that the page can use before the controller's code has
// loaded (it is not needed for the first paint: the camera starts off). Until it is here the
// state is 'off' with no cameras; Start, Stop and a camera choice made meanwhile wait for it and
// then run in the order they were made, so a quick Start still starts and a Start followed by
// Stop (or by leaving the page) leaves the camera off. A load that fails shows as a camera error
// and the next Start tries again.
import type { CameraController } from './camera-controller.ts';
import { initialCameraState, type CameraState } from './camera-state.ts';

/** What the screen uses of the camera. */
export interface CameraActions extends Pick<CameraController, 'getState' | 'subscribe'> {
  start(): void;
  stop(): void;
  select(deviceId: string): void;
  clearError(): void;
  reportNoFrames(): void;
  /** Loads the controller (once; again after a failed load); null when it could not load. */
  ready(): Promise<CameraController | null>;
}

type Action = (controller: CameraController) => unknown;

export function lazyCamera(load: (shown: CameraState) => Promise<CameraController>): CameraActions {
  let controller: CameraController | null = null;
  let loading: Promise<CameraController | null> | null = null;
  let waiting: Action[] = [];
  /** The state shown after a failed load (until the next one). */
  let failed: CameraState | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const ready = () =>
    (loading ??= load(failed ?? initialCameraState)
      .then(
        (loaded) => {
          controller = loaded;
          failed = null;
          loaded.subscribe(notify);
          for (const action of waiting) action(loaded);
          return loaded;
        },
        (error: unknown) => {
          console.error('Loading the camera failed:', error);
          loading = null;
          failed = {
            ...initialCameraState,
            error: { kind: 'other', detail: 'its code did not load', reason: 'codeLoad' },
          };
          return null;
        },
      )
      .finally(() => {
        waiting = [];
        notify();
      }));

  /** At once when loaded; before that, right after the load, in the order asked. */
  const run = (action: Action) => {
    if (controller) action(controller);
    else {
      waiting.push(action);
      void ready();
    }
  };

  return {
    ready,
    getState: () => controller?.getState() ?? failed ?? initialCameraState,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => run((camera) => camera.start()),
    // Before the load only a waiting Start can have turned anything on.
    stop: () => {
      if (controller || waiting.length) run((camera) => camera.stop());
    },
    select: (deviceId) => run((camera) => camera.select(deviceId)),
    clearError: () => {
      failed = null;
      controller?.clearError();
      notify();
    },
    reportNoFrames: () => controller?.reportNoFrames(),
  };
}
