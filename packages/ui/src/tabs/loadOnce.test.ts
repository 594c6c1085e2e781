import { db } from '@casino/mocks';
import { createLoadOnce } from './loadOnce';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createLoadOnce', () => {
  it('loads a key once: loading, then loaded, never again', async () => {
    const store = createLoadOnce<string>();
    const pending = deferred<string>();
    const loader = vi.fn(() => pending.promise);
    store.load('a', loader);
    store.load('a', loader);
    expect(store.get('a').status).toBe('loading');
    pending.resolve('content');
    await pending.promise;
    await Promise.resolve();
    expect(store.get('a')).toEqual({ status: 'loaded', value: 'content' });
    store.load('a', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(store.get('b').status).toBe('idle');
  });

  it('logs a failure and allows a retry', async () => {
    const onError = vi.fn();
    const store = createLoadOnce<string>({ onError });
    store.load('a', () => Promise.reject(new Error('boom')));
    await vi.waitFor(() => expect(store.get('a').status).toBe('error'));
    expect(onError).toHaveBeenCalledWith('a', expect.any(Error));
    store.load('a', async () => 'second');
    await vi.waitFor(() => expect(store.get('a').status).toBe('loaded'));
  });

  it('reports failures to the error log by default', async () => {
    const store = createLoadOnce<string>({ label: 'Tab' });
    store.load('bonuses', () => Promise.reject(new Error('boom')));
    await vi.waitFor(() => expect(db.errorLog).toEqual(['Tab "bonuses" failed: Error: boom']));
  });

  it('aborts what is under way and forgets it, so a later load starts afresh', async () => {
    const store = createLoadOnce<string>();
    let signal: AbortSignal | undefined;
    const first = deferred<string>();
    store.load('a', (s) => {
      signal = s;
      return first.promise;
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.abortAll();
    expect(signal?.aborted).toBe(true);
    expect(store.get('a').status).toBe('idle');
    expect(listener).toHaveBeenCalled();
    store.load('a', async () => 'fresh');
    first.resolve('stale');
    await vi.waitFor(() => expect(store.get('a')).toEqual({ status: 'loaded', value: 'fresh' }));
  });

  it('treats a loader that throws at once as a failure', async () => {
    const store = createLoadOnce<string>({ onError: () => undefined });
    store.load('a', () => {
      throw new Error('sync');
    });
    await vi.waitFor(() => expect(store.get('a').status).toBe('error'));
  });
});
