// @vitest-environment jsdom
// The reducer that loads after the first paint: events dispatched before it is here are applied
// in order once it is; a failed load is tried again on the next event.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useLazyReducer } from './use-lazy-reducer.ts';

afterEach(cleanup);

const append = (state: string, event: string) => state + event;

function deferred() {
  let settle: { resolve(reducer: typeof append): void; reject(error: Error): void } | null = null;
  const load = vi.fn(
    () => new Promise<typeof append>((resolve, reject) => (settle = { resolve, reject })),
  );
  return { load, settle: () => settle! };
}

test('events before the load are applied in order once the reducer is here', async () => {
  const loader = deferred();
  const { result } = renderHook(() => useLazyReducer(loader.load, ''));
  act(() => {
    result.current[1]('a');
    result.current[1]('b');
  });
  expect(result.current[0]).toBe('');
  await act(async () => loader.settle().resolve(append));
  expect(result.current[0]).toBe('ab');
  act(() => result.current[1]('c'));
  expect(result.current[0]).toBe('abc');
  expect(loader.load).toHaveBeenCalledTimes(1);
});

test('a failed load is tried again by the next event, which keeps the earlier ones', async () => {
  const loader = deferred();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() => useLazyReducer(loader.load, ''));
  act(() => result.current[1]('a'));
  await act(async () => loader.settle().reject(new Error('offline')));
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
  act(() => result.current[1]('b'));
  expect(loader.load).toHaveBeenCalledTimes(2);
  await act(async () => loader.settle().resolve(append));
  expect(result.current[0]).toBe('ab');
});
