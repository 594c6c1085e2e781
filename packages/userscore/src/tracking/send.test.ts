import { tracking } from '@casino/api';
import { db } from '@casino/mocks';
import { report } from './send';

/** The browser's idle callback, run when the test says the main thread is idle. */
const idleTasks: (() => void)[] = [];
const idle = vi.fn((task: () => void) => idleTasks.push(task));
beforeEach(() => {
  idleTasks.length = 0;
  idle.mockClear();
  vi.stubGlobal('requestIdleCallback', idle);
});

describe('sending a report', () => {
  it('waits for an idle moment, then reaches the backend', async () => {
    const fetching = vi.spyOn(globalThis, 'fetch');
    report(tracking.activeTime, { seconds: 60, pageType: 'article', url: location.href });
    expect(idle).toHaveBeenCalledTimes(1);
    expect(fetching).not.toHaveBeenCalled();
    idleTasks.forEach((task) => task());
    await vi.waitFor(() =>
      expect(db.tracking.activeTime).toEqual([
        { seconds: 60, pageType: 'article', url: location.href },
      ]),
    );
  });

  it('goes at once, kept alive, when the page is leaving', async () => {
    const inits: RequestInit[] = [];
    const BaseRequest = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends BaseRequest {
        constructor(input: RequestInfo | URL, init: RequestInit = {}) {
          super(input, init);
          if (String(input).includes(tracking.clicks.path)) inits.push(init);
        }
      },
    );
    report(
      tracking.clicks,
      { pageType: 'article', url: location.href, clicks: [{ target: 'a', href: '/x' }] },
      true,
    );
    expect(idle).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(db.tracking.clicks).toHaveLength(1));
    expect(inits[0]?.keepalive).toBe(true);
    expect(new Headers(inits[0]?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });
});
