// One value loaded ahead: a worker thread starts decoding the next picture (libvips works off
// the JavaScript thread) before it cleans the current one, and takes it when that picture's turn
// comes. At most one is held, so a thread holds at most two decoded pictures: the one it cleans
// and the next. A load that fails says so only to whoever takes it, as its own picture's error.
export class Prefetch<T> {
  private held: { key: string; value: Promise<T> } | null = null;

  constructor(private readonly load: (key: string) => Promise<T>) {}

  /** `key`'s value: the one loaded ahead when it was `key`, else loaded now. */
  take(key: string): Promise<T> {
    const held = this.held;
    this.held = null;
    return held?.key === key ? held.value : this.load(key);
  }

  /** Starts loading `key` ahead, in place of whatever was held and not taken. */
  ahead(key: string): void {
    const value = this.load(key);
    // Its failure is handled when it is taken; a value never taken is let go quietly.
    value.catch(() => undefined);
    this.held = { key, value };
  }
}
