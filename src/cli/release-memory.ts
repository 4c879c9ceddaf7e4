// Gives back a finished picture's memory before the next one is decoded. Once a picture's call
// returns, its buffers (libvips' decoded pixels, the clean, the output) are garbage, but V8
// collects the memory behind ArrayBuffers only when its heap or its count of outside memory has
// grown enough since the last collection (tens of megabytes: several large pictures). A thread
// that cleans picture after picture would hold the dead pictures' pixels beside the live one's;
// it knows better than V8 when a picture's memory is dead, so it says so, once per picture.
// The collection is V8's own gc(), reached the way Jest's leak detector reaches it (the flag
// set at run time, the function taken from a fresh context); without it nothing is collected
// early and the pictures are cleaned the same.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = () => void;

function findCollector(): Collect | null {
  try {
    setFlagsFromString('--expose-gc');
    const collect: unknown = runInNewContext('gc');
    return typeof collect === 'function' ? (collect as Collect) : null;
  } catch {
    return null;
  }
}

const collector = findCollector();

/** Collects garbage now (a full collection); does nothing where V8 offers no gc(). */
export function releaseMemory(): void {
  collector?.();
}
