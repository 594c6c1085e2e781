import { act, renderHook } from '@testing-library/react';
import { RequestError } from '@casino/core';
import { useCall } from './useCall';

/** An action that waits until the test settles it, and the signal it got. */
function pendingAction() {
  const calls: { signal: AbortSignal; resolve: () => void; reject: (error: unknown) => void }[] =
    [];
  const action = vi.fn(
    (signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { action, calls };
}

const texts = { fallback: () => 'Try again', network: () => 'Offline' };

describe('useCall', () => {
  it('runs one call at a time: a second submit while busy is ignored', async () => {
    const { result } = renderHook(() => useCall());
    const { action, calls } = pendingAction();
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(action);
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.isBusy()).toBe(true);
    await act(() => result.current.run(action));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      calls[0]!.resolve();
      await first;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.isBusy()).toBe(false);
    await act(() => {
      const again = result.current.run(action);
      calls[1]!.resolve();
      return again;
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('restart aborts the previous call, whose end then changes nothing', async () => {
    const { result } = renderHook(() => useCall(texts));
    const { action, calls } = pendingAction();
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.restart(action);
    });
    act(() => {
      second = result.current.restart(action);
    });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await act(async () => {
      calls[0]!.reject(new RequestError('http', 'HTTP 400', 'Old answer', 400));
      await first;
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.error).toBeNull();
    await act(async () => {
      calls[1]!.resolve();
      await second;
    });
    expect(result.current.busy).toBe(false);
  });

  it('aborts the running call when the widget goes away and sets no state after', async () => {
    const fallback = vi.fn(() => 'Try again');
    const { result, unmount } = renderHook(() => useCall({ fallback }));
    const { action, calls } = pendingAction();
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(action);
    });
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.reject(new RequestError('network', 'failed'));
    await expect(running).resolves.toBeUndefined();
    expect(fallback).not.toHaveBeenCalled();
  });

  it("turns a failure into the server's message, the network text or the fallback", async () => {
    const { result } = renderHook(() => useCall(texts));
    const fail = (error: unknown) => act(() => result.current.run(() => Promise.reject(error)));
    await fail(new RequestError('http', 'HTTP 409', 'Name taken', 409));
    expect(result.current.error).toBe('Name taken');
    expect(result.current.busy).toBe(false);
    await fail(new RequestError('network', 'failed'));
    expect(result.current.error).toBe('Offline');
    await fail(new Error('boom'));
    expect(result.current.error).toBe('Try again');
    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current.error).toBeNull();
  });

  it('passes a failure on when it has no texts, and is ready again after it', async () => {
    const { result } = renderHook(() => useCall());
    await act(() =>
      expect(result.current.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom'),
    );
    expect(result.current.busy).toBe(false);
  });

  it('abort stops the running call and leaves the state idle', () => {
    const { result } = renderHook(() => useCall());
    const { action, calls } = pendingAction();
    act(() => void result.current.run(action));
    act(() => result.current.abort());
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(result.current.busy).toBe(false);
  });

  it('hold keeps it busy after a success and refuses later runs', async () => {
    const { result } = renderHook(() => useCall());
    await act(() =>
      result.current.run(async () => {
        result.current.hold();
      }),
    );
    expect(result.current.busy).toBe(true);
    expect(result.current.isBusy()).toBe(true);
    const action = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(action));
    await act(() => result.current.restart(action));
    expect(action).not.toHaveBeenCalled();
  });
});
