import { fireEvent, waitFor } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { server } from '@casino/mocks/node';
import { INFINITE_LOAD_MAX_AUTO_CLICKS, enhanceLoadMore } from './enhanceLoadMore';
import type { LoadMore } from './enhanceLoadMore';

const link = (page: number, method = 'POST', extra = {}) =>
  `<a href="/list/${page}" data-load-more data-load-more-url="/more" data-load-more-method="${method}" data-load-more-params='${JSON.stringify(
    { page, initialPage: 1, tab: 'all', sort: 'newest', ...extra },
  )}'>More</a>`;

/** Pages of two items each up to `last`; what each request carried is kept. */
function pages(last: number, method: 'get' | 'post' = 'post') {
  const seen: Record<string, string>[] = [];
  server.use(
    http[method]('*/more', async ({ request }) => {
      const fields =
        method === 'get'
          ? new URL(request.url).searchParams
          : new URLSearchParams(await request.text());
      const params = Object.fromEntries(fields);
      seen.push(params);
      const page = Number(params.page);
      const tail = page < last ? link(page + 1, method.toUpperCase()) : '<p data-list-end>End</p>';
      return HttpResponse.text(
        `<ol data-list-items><li data-item>${page}a</li><li data-item>${page}b</li></ol>${tail}`,
      );
    }),
  );
  return seen;
}

const errorLog = () => {
  const logged: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/frontendService/errorLog')
      logged.push(await request.clone().text());
  });
  return logged;
};

let list: HTMLElement;
let more: LoadMore | null = null;
function serverList(html = link(2)) {
  list = document.createElement('div');
  list.innerHTML = `<ol data-list-items><li data-item>1a</li><li data-item>1b</li></ol>${html}`;
  document.body.append(list);
  return list;
}
const items = () => [...list.querySelectorAll('[data-item]')].map((item) => item.textContent);

afterEach(() => {
  more?.destroy();
  more = null;
  list?.remove();
  server.events.removeAllListeners();
});

describe('enhanceLoadMore', () => {
  it('POSTs the link’s params, appends the items and replaces the link until the end', async () => {
    const seen = pages(3);
    more = enhanceLoadMore(serverList());
    fireEvent.click(list.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(items()).toEqual(['1a', '1b', '2a', '2b']));
    expect(seen[0]).toEqual({ page: '2', initialPage: '1', tab: 'all', sort: 'newest' });
    fireEvent.click(list.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(list.querySelector('[data-list-end]')).not.toBeNull());
    expect(items()).toHaveLength(6);
    expect(list.querySelector('a[data-load-more]')).toBeNull();
  });

  it('GETs a GET link with its page, initialPage, tab, cmsUserId, filterCasinoId and sort', async () => {
    const seen = pages(2, 'get');
    more = enhanceLoadMore(serverList(link(2, 'GET', { cmsUserId: 7, filterCasinoId: 3 })));
    fireEvent.click(list.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(seen[0]).toEqual({
      page: '2',
      initialPage: '1',
      tab: 'all',
      sort: 'newest',
      cmsUserId: '7',
      filterCasinoId: '3',
    });
  });

  it('shows the loader while loading, ignores repeat clicks and removes the loader after', async () => {
    const seen = pages(3);
    server.use(
      http.post('*/more', async () => {
        await delay(50);
        return undefined;
      }),
    );
    more = enhanceLoadMore(serverList());
    const control = list.querySelector<HTMLElement>('a[data-load-more]')!;
    fireEvent.click(control);
    expect(control).toHaveAttribute('aria-busy', 'true');
    expect(control).toHaveAttribute('data-loading');
    fireEvent.click(control);
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(seen).toHaveLength(1);
    expect(control).not.toHaveAttribute('aria-busy');
    expect(control).not.toHaveAttribute('data-loading');
  });

  it('logs a failure; the list keeps what it had and the loader goes', async () => {
    server.use(http.post('*/more', () => HttpResponse.text('down', { status: 500 })));
    const logged = errorLog();
    more = enhanceLoadMore(serverList());
    const control = list.querySelector<HTMLElement>('a[data-load-more]')!;
    fireEvent.click(control);
    await waitFor(() => expect(logged).toHaveLength(1));
    await waitFor(() => expect(control).not.toHaveAttribute('aria-busy'));
    expect(control).not.toHaveAttribute('data-loading');
    expect(control.isConnected).toBe(true);
    expect(items()).toEqual(['1a', '1b']);
  });

  it('logs unreadable params without a request', async () => {
    const seen = pages(3);
    const logged = errorLog();
    more = enhanceLoadMore(
      serverList(
        '<a data-load-more data-load-more-url="/more" data-load-more-params="{oops">M</a>',
      ),
    );
    fireEvent.click(list.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(logged[0]).toMatch(/unreadable/);
    expect(seen).toHaveLength(0);
  });

  it(`infinite load loads a control near the viewport at most ${INFINITE_LOAD_MAX_AUTO_CLICKS} times until reset, with no click event`, async () => {
    const callbacks: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    const seen = pages(10);
    more = enhanceLoadMore(serverList(), { infinite: true });
    const nearViewport = async () => {
      const control = list.querySelector('a[data-load-more]')!;
      callbacks.at(-1)!(
        [{ isIntersecting: true, target: control } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
      await waitFor(() => expect(list.querySelector('[data-loading]')).toBeNull());
    };
    const clicks = vi.fn();
    document.addEventListener('click', clicks, true);
    for (let i = 0; i < 4; i += 1) await nearViewport();
    document.removeEventListener('click', clicks, true);
    expect(seen).toHaveLength(INFINITE_LOAD_MAX_AUTO_CLICKS);
    // The visitor did not click: nothing on the page hears a click.
    expect(clicks).not.toHaveBeenCalled();
    more.reset();
    await nearViewport();
    expect(seen).toHaveLength(INFINITE_LOAD_MAX_AUTO_CLICKS + 1);
  });

  it('handles only controls in its scope, and other controls with their own page call', async () => {
    list = document.createElement('div');
    list.innerHTML = `<section data-results><ol data-list-items></ol><button data-more data-more-params='{"page":2}'>More</button></section><button data-more data-more-params='{"page":9}'>Elsewhere</button>`;
    document.body.append(list);
    const fetchPage = vi.fn(async (control: HTMLElement) => {
      const { page } = JSON.parse(control.dataset.moreParams!) as { page: number };
      return `<ol data-list-items><li data-item>${page}</li></ol><p data-list-end>End</p>`;
    });
    more = enhanceLoadMore(list, {
      selector: 'button[data-more]',
      scope: '[data-results]',
      fetchPage,
    });
    const [inside, outside] = list.querySelectorAll<HTMLElement>('button[data-more]');
    fireEvent.click(outside!);
    fireEvent.click(inside!);
    await waitFor(() => expect(items()).toEqual(['2']));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(list.querySelector('[data-results] [data-list-end]')).not.toBeNull();
    expect(outside!.isConnected).toBe(true);
  });
});
