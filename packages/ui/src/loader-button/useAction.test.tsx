import { act, renderHook } from '@testing-library/react';
import { useAction } from './useAction';

describe('useAction', () => {
  it('runs one action at a time: a second run while busy is ignored', async () => {
    const { result } = renderHook(() => useAction());
    let finish!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(action);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
  });

  it('aborts the running action when the widget goes away', () => {
    const { result, unmount } = renderHook(() => useAction());
    let seen!: AbortSignal;
    act(() => {
      void result.current.run((signal) => {
        seen = signal;
        return new Promise(() => {});
      });
    });
    unmount();
    expect(seen.aborted).toBe(true);
  });

  it('passes an error of the action on, and is ready again after it', async () => {
    const { result } = renderHook(() => useAction());
    await act(() =>
      expect(result.current.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom'),
    );
    expect(result.current.busy).toBe(false);
  });
});
