import { HttpResponse, http } from 'msw';
import { tracking } from '@casino/api';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
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
    const fetching = vi.spyOn(globalThis, 'fetch');
    report(
      tracking.clicks,
      { pageType: 'article', url: location.href, clicks: [{ target: 'a', href: '/x' }] },
      true,
    );
    expect(idle).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(db.tracking.clicks).toHaveLength(1));
    const init = fetching.mock.calls[0]?.[1];
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('only logs a report the server refuses or the network loses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post(`*${tracking.activeTime.path}`, () => new HttpResponse(null, { status: 500 })),
    );
    report(tracking.activeTime, { seconds: 5, pageType: 'article', url: location.href }, true);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(`Tracking ${tracking.activeTime.path} was refused`),
    );
    server.use(http.post(`*${tracking.activeTime.path}`, () => HttpResponse.error()));
    report(tracking.activeTime, { seconds: 5, pageType: 'article', url: location.href }, true);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        `Tracking ${tracking.activeTime.path} failed`,
        expect.any(TypeError),
      ),
    );
  });
});
