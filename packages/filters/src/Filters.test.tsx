import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { emit } from '@casino/core';
import { LIST_PATHS, renderListPage, resetDb, seedDb, setScenario } from '@casino/mocks';
import type { ListKind } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { Filters } from './Filters';
import { filtersWidget } from './widgets/filters';
import { SORT_COOKIE_DAYS, sortCookieName } from './controller';
import { BATCH_CARDS, BATCH_ROOT_MARGIN, firstScreenCards } from './progressive';

function record(path: string, method = 'GET') {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path && request.method === method) seen.push(request);
  };
  server.events.on('request:start', listener);
  return seen;
}

const errorLog = () => record('/frontendService/errorLog', 'POST');

let container: HTMLElement;

function renderList(kind: ListKind = 'casinos') {
  container = document.createElement('div');
  container.innerHTML = renderListPage(kind);
  document.body.append(container);
  render(<Filters loadUrlBase={LIST_PATHS[kind].results} list="[data-list-page]" />);
  return container.querySelector<HTMLElement>('[data-list-page]')!;
}

const cardIds = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-list-results] [data-list-items] [data-card]')].map(
    (card) => card.dataset.cardId,
  );

const idle = (root: HTMLElement) => waitFor(() => expect(root.dataset.listStatus).toBe('idle'));

function check(root: HTMLElement, name: string, value: string) {
  const input = root.querySelector<HTMLInputElement>(
    `input[data-filter-option][name="${name}"][value="${value}"]`,
  )!;
  input.checked = !input.checked;
  fireEvent.change(input);
}

beforeEach(() => history.replaceState(null, '', '/casinos'));
afterEach(() => {
  server.events.removeAllListeners();
  container?.remove();
  setScenario(null);
  vi.unstubAllGlobals();
});

describe('Filters', () => {
  it('keeps a filter change in the hash without a history entry and replaces the results', async () => {
    const root = renderList();
    const before = cardIds(root);
    const length = history.length;
    check(root, 'reputation', 'red');
    expect(location.hash).toBe('#reputation=red');
    expect(root.querySelector('[data-list-results]')).toHaveAttribute('aria-busy', 'true');
    await idle(root);
    expect(history.length).toBe(length);
    expect(cardIds(root)).not.toEqual(before);
    expect(root.querySelector('[data-list-results]')).not.toHaveAttribute('aria-busy');
    const total = root.querySelector('[data-total-results]')!.textContent!;
    expect(root.querySelector('[aria-live="polite"]')).toHaveTextContent(total);
    // The chip removes the filter again.
    fireEvent.click(root.querySelector('[data-remove-filter]')!);
    expect(location.hash).toBe('');
    await idle(root);
    expect(cardIds(root)).toEqual(before);
  });

  it('shows the state of a page opened with a filter hash', async () => {
    history.replaceState(null, '', '/casinos#tab=new&sort_by=name');
    const results = record(LIST_PATHS.casinos.results);
    const root = renderList();
    await idle(root);
    expect(results.length).toBeGreaterThan(0);
    const url = new URL(results.at(-1)!.url);
    expect(url.searchParams.get('tab')).toBe('new');
    expect(url.searchParams.get('sort_by')).toBe('name');
    expect(root.querySelector('[data-list-tab="new"]')).toHaveAttribute('aria-selected', 'true');
    expect(root.querySelector<HTMLSelectElement>('[data-list-sort]')!.value).toBe('name');
  });

  it('opens the filter menu with one history entry; Back closes it; filters replace', async () => {
    const root = renderList();
    const length = history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(history.length).toBe(length + 1);
    const menu = await screen.findByRole('dialog', { name: 'Filters' });
    expect(menu.querySelector('[data-filters]')).not.toBeNull();
    // A filter chosen in the menu replaces the menu's entry.
    const input = menu.querySelector<HTMLInputElement>('input[name="reputation"][value="green"]')!;
    input.checked = true;
    fireEvent.change(input);
    expect(history.length).toBe(length + 1);
    expect(location.hash).toBe('#reputation=green');
    await idle(root);
    // Back: the browser returns to the entry before the menu (its old hash) and fires popstate.
    act(() => {
      history.replaceState(null, '', '/casinos');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
    expect(root.querySelector('aside [data-filters]')).not.toBeNull();
    // The filters chosen in the menu stay.
    expect(location.hash).toBe('#reputation=green');
    expect(root.querySelector('[data-remove-filter]')).toHaveAttribute(
      'data-filter-value',
      'green',
    );
  });

  it('cancels the request in flight: an older answer never overwrites a newer one', async () => {
    let calls = 0;
    server.use(
      http.get(LIST_PATHS.casinos.results, async () => {
        calls += 1;
        if (calls === 1) await delay(300);
        return undefined; // falls through to the fake backend
      }),
    );
    const root = renderList();
    check(root, 'reputation', 'red');
    // The slow answer is on its way when the newer change comes.
    await waitFor(() => expect(calls).toBe(1));
    check(root, 'reputation', 'red');
    check(root, 'reputation', 'green');
    await idle(root);
    const newest = cardIds(root);
    await act(() => delay(400));
    expect(calls).toBe(2);
    expect(cardIds(root)).toEqual(newest);
    expect(location.hash).toBe('#reputation=green');
    expect(root.querySelector('[data-remove-filter]')).toHaveAttribute(
      'data-filter-value',
      'green',
    );
  });

  it('loads a lazy group once, showing its status', async () => {
    const groups = record(LIST_PATHS.casinos.group);
    const root = renderList();
    const group = root.querySelector<HTMLElement>('[data-filter-group="provider"]')!;
    const toggle = group.querySelector<HTMLElement>('[data-filter-group-toggle]')!;
    expect(group.dataset.filterGroupStatus).toBe('idle');
    fireEvent.click(toggle);
    expect(group.dataset.filterGroupStatus).toBe('loading');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(group.dataset.filterGroupStatus).toBe('loaded'));
    expect(group.querySelectorAll('input[data-filter-option]').length).toBeGreaterThan(0);
    fireEvent.click(toggle);
    expect(group).toHaveAttribute('data-filter-group-closed');
    fireEvent.click(toggle);
    expect(groups).toHaveLength(1);
    expect(new URL(groups[0]!.url).searchParams.get('group')).toBe('provider');
  });

  it('loads more with a POST, appends the items and replaces the link until the end', async () => {
    const posts = record(LIST_PATHS.casinos.more, 'POST');
    const root = renderList();
    const before = cardIds(root).length;
    fireEvent.click(root.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(cardIds(root).length).toBeGreaterThan(before));
    expect(posts).toHaveLength(1);
    expect(new Set(cardIds(root)).size).toBe(cardIds(root).length);
    for (let i = 0; i < 20 && root.querySelector('a[data-load-more]'); i += 1) {
      const link = root.querySelector('a[data-load-more]')!;
      fireEvent.click(link);
      await waitFor(() => expect(link.isConnected).toBe(false));
    }
    expect(root.querySelector('[data-list-end]')).not.toBeNull();
  });

  it('loads more with a GET link and its params', async () => {
    const gets = record('/more-get');
    server.use(
      http.get('/more-get', () =>
        HttpResponse.text(
          '<ol data-list-items><li data-card="casino" data-card-id="x-1">X</li></ol><p data-list-end>End</p>',
        ),
      ),
    );
    const root = renderList();
    const link = root.querySelector<HTMLAnchorElement>('a[data-load-more]')!;
    link.dataset.loadMoreUrl = '/more-get';
    link.dataset.loadMoreMethod = 'GET';
    fireEvent.click(link);
    await waitFor(() => expect(cardIds(root)).toContain('x-1'));
    expect(new URL(gets[0]!.url).searchParams.get('page')).toBe('2');
    expect(root.querySelector('[data-list-end]')).toHaveTextContent('End');
  });

  it('auto-clicks load more at most 2 times near the viewport (SPEC §4 Infinite load)', async () => {
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
    // The control well below the view: where infinite load starts.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = this.matches('a[data-load-more]') ? 2 * window.innerHeight : 0;
      return DOMRect.fromRect({ x: 0, y: top, width: 300, height: 40 });
    });
    const posts = record(LIST_PATHS.casinos.more, 'POST');
    const root = renderList();
    for (let i = 0; i < 4; i += 1) {
      const link = root.querySelector('a[data-load-more]')!;
      act(() =>
        callbacks.at(-1)!(
          [{ isIntersecting: true, target: link } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(root.querySelector('[data-load-more][aria-busy]')).toBeNull());
    }
    expect(posts).toHaveLength(2);
    vi.restoreAllMocks();
  });

  it('shows a long answer a screen at a time: the next cards come as the last one nears the viewport or takes the focus', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      margin?: string;
      targets: Element[];
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, margin: options?.rootMargin, targets: [] };
          observers.push(this.record);
        }
        observe(target: Element) {
          this.record.targets.push(target);
        }
        disconnect() {
          this.record.targets = [];
        }
        unobserve() {}
        takeRecords() {
          return [];
        }
      },
    );
    resetDb(seedDb({ casinos: 130 }));
    history.replaceState(null, '', '/casinos#paginate_by=120');
    const root = renderList();
    await idle(root);
    const first = firstScreenCards();
    await waitFor(() => expect(cardIds(root)).toHaveLength(first));
    const results = root.querySelector('[data-list-results]')!;
    expect(results).toHaveAttribute('data-total', '130');
    // Not busy: the total is announced, the other cards come on the way down.
    expect(results).not.toHaveAttribute('aria-busy');
    const total = root.querySelector('[data-total-results]')!.textContent!;
    expect(root.querySelector('[aria-live="polite"]')).toHaveTextContent(total);
    expect(
      results.querySelector('[data-pagination], a[data-load-more], [data-list-end]'),
    ).toBeNull();

    const watcher = observers.find((observer) => observer.targets.length)!;
    expect(watcher.margin).toBe(BATCH_ROOT_MARGIN);
    const lastCard = () => root.querySelector('[data-list-items]')!.lastElementChild!;
    expect(watcher.targets).toEqual([lastCard()]);
    act(() =>
      watcher.callback(
        [{ isIntersecting: true, target: lastCard() } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    // In idle time: the visitor is still a viewport away.
    await waitFor(() => expect(cardIds(root)).toHaveLength(first + BATCH_CARDS));

    // Tab reaching the last card present brings the next batch at once.
    for (let shown = first + BATCH_CARDS; shown < 120; shown += BATCH_CARDS) {
      act(() => lastCard().querySelector<HTMLElement>('a, button')!.focus());
      expect(cardIds(root)).toHaveLength(Math.min(120, shown + BATCH_CARDS));
    }
    expect(new Set(cardIds(root)).size).toBe(120);
    // What follows the cards comes with the last of them.
    expect(results.querySelector('a[data-load-more]')).not.toBeNull();
    expect(results.querySelector('[data-pagination]')).not.toBeNull();
  });

  it('expands one mini card at a time and casino cards on their own', async () => {
    const root = renderList('bonuses');
    const toggles = root.querySelectorAll<HTMLElement>(
      '[data-card-variant="mini"] [data-card-toggle]',
    );
    expect(toggles.length).toBeGreaterThan(1);
    fireEvent.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggles[1]!);
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'true');
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggles[0]!.getAttribute('aria-controls')!)).toHaveAttribute(
      'hidden',
    );
    container.remove();
    const casinos = renderList('casinos');
    const casinoToggles = casinos.querySelectorAll<HTMLElement>(
      '[data-card="casino"] [data-card-toggle]',
    );
    fireEvent.click(casinoToggles[0]!);
    fireEvent.click(casinoToggles[1]!);
    expect(casinoToggles[0]).toHaveAttribute('aria-expanded', 'true');
    expect(casinoToggles[1]).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the sort preference in a cookie for 365 days', async () => {
    const written: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie'))
      owner = Object.getPrototypeOf(owner) as object | null;
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    const root = renderList();
    const select = root.querySelector<HTMLSelectElement>('[data-list-sort]')!;
    select.value = 'name';
    fireEvent.change(select);
    expect(location.hash).toBe('#sort_by=name');
    const cookie = written.find((value) => value.startsWith(`${sortCookieName('casinos')}=name`))!;
    const expires = Date.parse(/expires=([^;]+)/.exec(cookie)![1]!);
    expect((expires - Date.now()) / 86_400_000).toBeCloseTo(SORT_COOKIE_DAYS, 0);
    await idle(root);
    vi.restoreAllMocks();
  });

  it('takes a sort chosen in a sort popover (the sort:change event)', async () => {
    const root = renderList();
    // Another list's popover is not this list's.
    act(() => emit('sort:change', { value: 'name', group: 'reviews' }));
    expect(location.hash).toBe('');
    act(() => emit('sort:change', { value: 'rating', group: 'casinos' }));
    expect(location.hash).toBe('#sort_by=rating');
    expect(root.querySelector<HTMLSelectElement>('[data-list-sort]')!.value).toBe('rating');
    await idle(root);
  });

  it('fails with a clear console error without a load url', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('div');
    filtersWidget.mount(element, {});
    expect(element).toHaveAttribute('data-widget-state', 'failed');
    expect(error.mock.calls[0]?.[0]).toMatch(/filters.*loadUrlBase/s);
    error.mockRestore();
  });

  it.each(['server-error', 'network-error', 'malformed-json'])(
    '%s: logged, loader removed, the results kept',
    async (scenario) => {
      const root = renderList();
      const before = cardIds(root);
      const logged = errorLog();
      setScenario(scenario);
      check(root, 'reputation', 'red');
      expect(root.querySelector('[data-list-results]')).toHaveAttribute('aria-busy', 'true');
      await waitFor(() => expect(logged).toHaveLength(1));
      await idle(root);
      expect(root.querySelector('[data-list-results]')).not.toHaveAttribute('aria-busy');
      expect(cardIds(root)).toEqual(before);
      // Load more fails the same way (its answer is HTML, so no JSON to break).
      if (scenario === 'malformed-json') return;
      const link = root.querySelector<HTMLElement>('a[data-load-more]')!;
      fireEvent.click(link);
      await waitFor(() => expect(logged).toHaveLength(2));
      await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
      expect(cardIds(root)).toEqual(before);
    },
  );
});
