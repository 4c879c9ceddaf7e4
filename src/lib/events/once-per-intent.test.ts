import { describe, expect, it, vi } from 'vitest';
import { oncePerIntent } from './once-per-intent.ts';

describe('oncePerIntent', () => {
  it('acts on a click and on a keyboard activation, not on the rest of a double click', () => {
    const act = vi.fn();
    const handler = oncePerIntent(act);
    for (const detail of [1, 2, 0, 1, 2, 3]) handler({ detail });
    expect(act.mock.calls.map(([event]) => event.detail)).toEqual([1, 0, 1]);
  });
});
