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
      vi.spyOn(control, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ y: 2 * window.innerHeight, height: 40 }),
      );
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

  describe('room for the next page', () => {
    const ITEM_PX = 120;
    /** Where the room's top is in the view. */
    let roomTop = 0;
    /** Items stacked downward (`sideways`: side by side), each ITEM_PX high. */
    function layOut({ sideways = false } = {}) {
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: Element,
      ) {
        const index = [...(this.parentElement?.children ?? [])].indexOf(this);
        const top = this.matches('[data-item]') && !sideways ? index * ITEM_PX : 0;
        if (this.matches('[data-page-room]'))
          return DOMRect.fromRect({ x: 0, y: roomTop, width: 300, height: 1 });
        const height = this.matches('[data-list-items]')
          ? (sideways ? 1 : this.children.length) * ITEM_PX
          : ITEM_PX;
        return DOMRect.fromRect({ x: 0, y: top, width: 300, height });
      });
    }
    /** IntersectionObserver's callbacks, the last first, called by the test. */
    function observers() {
      const callbacks: IntersectionObserverCallback[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback) {
            callbacks.unshift(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      return (isIntersecting: boolean, callback = callbacks[0]!) =>
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
    const room = () => list.querySelector<HTMLElement>('[data-page-room]');
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    });

    it('holds a page’s height below the items while it loads, and the items take its place', async () => {
      pages(3);
      layOut();
      more = enhanceLoadMore(serverList());
      fireEvent.click(list.querySelector('a[data-load-more]')!);
      // The server's page: two items.
      expect(room()?.style.height).toBe(`${2 * ITEM_PX}px`);
      expect(room()).toHaveAttribute('aria-hidden', 'true');
      // Where the items will come, while the control's busy state may be out of view.
      expect(room()?.style.background).toContain('linear-gradient');
      expect(room()?.previousElementSibling).toBe(list.querySelector('[data-list-items]'));
      await waitFor(() => expect(items()).toHaveLength(4));
      expect(room()).toBeNull();
      // The next page: what the list grew by with the last one.
      fireEvent.click(list.querySelector('a[data-load-more]')!);
      expect(room()?.style.height).toBe(`${2 * ITEM_PX}px`);
      await waitFor(() => expect(items()).toHaveLength(6));
      expect(room()).toBeNull();
    });

    /** A page of one item, where the server's had two; ResizeObserver's callback. */
    async function shortPage() {
      server.use(
        http.post('*/more', () =>
          HttpResponse.text(
            `<ol data-list-items><li data-item>2a</li></ol><p data-list-end>End</p>`,
          ),
        ),
      );
      let resized = () => {};
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            resized = callback;
          }
          observe() {}
          disconnect() {}
        },
      );
      const inView = observers();
      layOut();
      more = enhanceLoadMore(serverList());
      fireEvent.click(list.querySelector('a[data-load-more]')!);
      await waitFor(() => expect(items()).toHaveLength(3));
      return { inView, resized: () => resized() };
    }

    it('makes way for items that get their height later', async () => {
      const { resized } = await shortPage();
      expect(room()?.style.height).toBe(`${ITEM_PX}px`);
      // Loaded: plain space, no longer what shows a load.
      expect(room()?.style.background).toBe('');
      // A card out of view gets its height when it comes near (content-visibility).
      const grown = document.createElement('li');
      grown.dataset.item = '';
      list.querySelector('[data-list-items]')!.append(grown);
      resized();
      expect(room()).toBeNull();
    });

    it('leaves what a short last page did not fill until it is far below the view', async () => {
      const { inView } = await shortPage();
      inView(true);
      expect(room()).not.toBeNull();
      // Above the view (scrolled past): it stays.
      roomTop = -500;
      inView(false);
      expect(room()).not.toBeNull();
      roomTop = 2 * window.innerHeight + 10;
      inView(false);
      expect(room()).toBeNull();
      roomTop = 0;
    });

    it('starts an infinite load only while its control is well below the view', async () => {
      pages(3);
      const near = observers();
      more = enhanceLoadMore(serverList(), { infinite: true });
      const control = list.querySelector<HTMLElement>('a[data-load-more]')!;
      const at = (top: number) => {
        vi.spyOn(control, 'getBoundingClientRect').mockReturnValue(
          DOMRect.fromRect({ y: top, height: 40 }),
        );
        near(true);
      };
      // Already in view (scrolled back up to it, or brought up by the last page): the
      // visitor's click loads it.
      at(window.innerHeight - 50);
      expect(list.querySelector('[data-loading]')).toBeNull();
      // Below the view, but a scroll could bring what the room moves into view.
      at(window.innerHeight + 100);
      expect(list.querySelector('[data-loading]')).toBeNull();
      at(2 * window.innerHeight);
      expect(list.querySelector('[data-loading]')).not.toBeNull();
      await waitFor(() => expect(items()).toHaveLength(4));
    });

    it('goes when the answer has no items', async () => {
      server.use(http.post('*/more', () => HttpResponse.text('<p data-list-end>End</p>')));
      layOut();
      more = enhanceLoadMore(serverList());
      fireEvent.click(list.querySelector('a[data-load-more]')!);
      expect(room()).not.toBeNull();
      await waitFor(() => expect(list.querySelector('[data-list-end]')).not.toBeNull());
      expect(room()).toBeNull();
    });

    it('goes when the load fails, and holds none for items side by side', async () => {
      server.use(http.post('*/more', () => HttpResponse.text('down', { status: 500 })));
      layOut();
      more = enhanceLoadMore(serverList());
      const control = list.querySelector<HTMLElement>('a[data-load-more]')!;
      fireEvent.click(control);
      expect(room()).not.toBeNull();
      await waitFor(() => expect(control).not.toHaveAttribute('data-loading'));
      expect(room()).toBeNull();
      vi.restoreAllMocks();
      layOut({ sideways: true });
      fireEvent.click(control);
      expect(control).toHaveAttribute('data-loading');
      expect(room()).toBeNull();
    });
  });
});
