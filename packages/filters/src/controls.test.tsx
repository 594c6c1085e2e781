import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { messages } from '@casino/core';
import { LIST_PATHS, renderListPage } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { Filters } from './Filters';
import { filtersWidget } from './widgets/filters';

/** The results calls the widget makes. */
function recordResults() {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === LIST_PATHS.casinos.results) seen.push(url);
  });
  return seen;
}

/** What the fake backend answers for a results call (fetched again, it answers the same). */
async function answerOf(url: URL) {
  const body = (await (await fetch(url)).json()) as Record<string, string>;
  const field = <T,>(name: string) => JSON.parse(body[name]!) as T;
  return {
    tabFacets: field<{ tab: string; count: number }[]>('tabFacets'),
    overrideSort: field<{ value: string } | null>('overrideSort'),
    explanation: field<{ title: string; text: string } | null>('casinoFilteringExplanation'),
  };
}

let container: HTMLElement;

function renderList(hash = '') {
  history.replaceState(null, '', `/casinos${hash}`);
  container = document.createElement('div');
  container.innerHTML = renderListPage('casinos');
  document.body.append(container);
  render(<Filters loadUrlBase={LIST_PATHS.casinos.results} list="[data-list-page]" />);
  return container.querySelector<HTMLElement>('[data-list-page]')!;
}

const idle = (root: HTMLElement) => waitFor(() => expect(root.dataset.listStatus).toBe('idle'));

afterEach(() => {
  server.events.removeAllListeners();
  container?.remove();
  messages.value = {};
});

describe('Filters: the page controls', () => {
  it('filters by a range input, back to the first page', async () => {
    const calls = recordResults();
    const root = renderList('#page=2');
    await idle(root);
    const group = root.querySelector<HTMLElement>('[data-filter-group="deposit"]')!;
    fireEvent.click(group.querySelector('[data-filter-group-toggle]')!);
    await waitFor(() => expect(group.dataset.filterGroupStatus).toBe('loaded'));
    const input = () =>
      root.querySelector<HTMLInputElement>('input[name="deposit_max"][data-range-to]')!;
    input().value = ' 10 ';
    fireEvent.change(input());
    expect(location.hash).toBe('#deposit_max=10');
    await idle(root);
    expect(calls.at(-1)!.searchParams.get('deposit_max')).toBe('10');
    expect(calls.at(-1)!.searchParams.get('page')).toBeNull();
    // The open group's options came back with the answer, the bound kept; emptied, it goes.
    expect(input().value).toBe('10');
    input().value = '';
    fireEvent.change(input());
    expect(location.hash).toBe('');
  });

  it('applies a preset in place of the chosen filters, keeping the sort', async () => {
    const root = renderList('#country=DE&sort_by=name');
    await idle(root);
    fireEvent.click(root.querySelector('[data-preset="safest"]')!);
    expect(location.hash).toBe('#reputation=green&sort_by=name');
    await idle(root);
    expect(root.querySelector('[data-preset="safest"]')).toHaveAttribute('aria-pressed', 'true');
    expect(root.querySelector('[data-preset="crypto"]')).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles a top filter pill, shown pressed by the answer', async () => {
    const root = renderList();
    const pill = () => root.querySelector('[data-top-filter][data-filter-value="GB"]')!;
    fireEvent.click(pill());
    expect(location.hash).toBe('#country=GB');
    await idle(root);
    expect(pill()).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(root.querySelector('[data-top-filter][data-filter-value="DE"]')!);
    expect(location.hash).toBe('#country=GB&country=DE');
    await idle(root);
    fireEvent.click(pill());
    expect(location.hash).toBe('#country=DE');
    await idle(root);
    expect(pill()).toHaveAttribute('aria-pressed', 'false');
  });

  it("switches tabs from the first page, and shows the answer's tab counts", async () => {
    const calls = recordResults();
    const root = renderList('#page=3');
    await idle(root);
    const tab = root.querySelector<HTMLElement>('[data-list-tab="new"]')!;
    expect(fireEvent.click(tab)).toBe(false);
    expect(location.hash).toBe('#tab=new');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(root.querySelector('[data-list-tab="all"]')).toHaveAttribute('aria-selected', 'false');
    await idle(root);
    fireEvent.click(root.querySelector('[data-top-filter][data-filter-value="GB"]')!);
    await idle(root);
    const { tabFacets } = await answerOf(calls.at(-1)!);
    const shown = [...root.querySelectorAll<HTMLElement>('[data-list-tab]')].map((item) => ({
      tab: item.dataset.listTab,
      count: Number(item.querySelector('[data-tab-count]')!.textContent),
    }));
    expect(shown).toEqual(tabFacets);
    // The counts changed with the filter (else this would prove nothing).
    expect(renderListPage('casinos')).not.toContain(`data-tab-count>${tabFacets[0]!.count}</span>`);
  });

  it('resets the filters and the page, keeping the sort and the tab', async () => {
    const root = renderList('#country=DE&reputation=green&sort_by=name&tab=new&page=2');
    await idle(root);
    const reset = document.createElement('button');
    reset.setAttribute('data-filter-reset', '');
    root.append(reset);
    fireEvent.click(reset);
    expect(location.hash).toBe('#sort_by=name&tab=new');
  });

  it('shows the sort the server used in place of an unavailable one (overrideSort)', async () => {
    const calls = recordResults();
    const root = renderList('#tab=new&sort_by=recommended');
    await idle(root);
    const { overrideSort } = await answerOf(calls.at(-1)!);
    expect(overrideSort?.value).toBe('newest');
    expect(root.querySelector<HTMLSelectElement>('[data-list-sort]')!.value).toBe('newest');
  });

  it('explains why casinos are missing for a country, as text', async () => {
    const calls = recordResults();
    const root = renderList('#country=DE');
    await idle(root);
    const { explanation } = await answerOf(calls.at(-1)!);
    expect(explanation).not.toBeNull();
    const shown = root.querySelector('[data-active-filters] [data-filtering-explanation]')!;
    expect(shown.querySelector('strong')).toHaveTextContent(explanation!.title);
    expect(shown).toHaveTextContent(`${explanation!.title} ${explanation!.text}`);
  });

  it('writes a chip label as text and its button texts from the messages', async () => {
    history.replaceState(null, '', '/casinos');
    container = document.createElement('div');
    container.innerHTML = renderListPage('casinos');
    document.body.append(container);
    const root = container.querySelector<HTMLElement>('[data-list-page]')!;
    const element = document.createElement('div');
    container.append(element);
    let unmount = () => undefined as void;
    act(() => {
      unmount = filtersWidget.mount(element, { loadUrlBase: LIST_PATHS.casinos.results });
    });
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    act(() => {
      messages.value = {
        'filters.removeFilter': 'Filter entfernen: {label}',
        'filters.openMenu': 'Filter',
      };
    });
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    fireEvent.click(root.querySelector('[data-top-filter][data-filter-value="GB"]')!);
    await idle(root);
    const chip = root.querySelector('[data-remove-filter]')!;
    expect(chip.getAttribute('aria-label')).toMatch(/^Filter entfernen: /);
    expect(chip.querySelectorAll('*')).toHaveLength(1);
    act(() => unmount());
  });
});
