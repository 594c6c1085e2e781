import { fireEvent, render, waitFor } from '@testing-library/react';
import { CAROUSEL_SLIDES_ADDED } from '@casino/ui';
import { GAME_SLIDES_PATH, LIST_PATHS, renderListPage } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { Filters } from './Filters';

let container: HTMLElement;

function renderGames() {
  container = document.createElement('div');
  container.innerHTML = renderListPage('games');
  document.body.append(container);
  render(<Filters loadUrlBase={LIST_PATHS.games.results} list="[data-list-page]" />);
  return container.querySelector<HTMLElement>('[data-list-page]')!;
}

/** Each slider's name and its slides' game ids. */
function sliders(root: ParentNode) {
  return [...root.querySelectorAll<HTMLElement>('[data-list-carousels] [data-list-carousel]')].map(
    (slider) => ({
      name: slider.getAttribute('aria-label'),
      games: [...slider.querySelectorAll<HTMLElement>('[data-carousel-slide]')].map(
        (slide) => slide.dataset.gameId,
      ),
    }),
  );
}

beforeEach(() => history.replaceState(null, '', '/free-games'));
afterEach(() => {
  server.events.removeAllListeners();
  container?.remove();
});

describe('the game sliders of a list', () => {
  it('writes the sliders of each answer in place of the old ones', async () => {
    const root = renderGames();
    const before = sliders(root);
    expect(before.map((slider) => slider.name)).toEqual(['Live games', 'Top rated']);
    fireEvent.click(root.querySelector('[data-list-tab="table"]')!);
    // What the server renders for the table games' page is what the widget shows.
    const expected = document.createElement('div');
    expected.innerHTML = renderListPage('games', { tab: 'table' });
    await waitFor(() => expect(sliders(root)).toEqual(sliders(expected)));
    expect(sliders(root)).not.toEqual(before);
    const slider = root.querySelector<HTMLElement>('[data-list-carousel]')!;
    expect(slider.dataset.carousel).toBe('game');
    expect(slider.querySelector('h2')).toHaveTextContent(slider.getAttribute('aria-label')!);
  });

  it('loads the next slides of a slider with its GET link and has them bound', async () => {
    const root = renderGames();
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === GAME_SLIDES_PATH && request.method === 'GET') seen.push(url);
    });
    const slider = root.querySelector<HTMLElement>('[data-list-carousel="top-rated"]')!;
    const added = vi.fn();
    slider.addEventListener(CAROUSEL_SLIDES_ADDED, added);
    const first = sliders(root)[1]!.games;
    fireEvent.click(slider.querySelector('a[data-load-more]')!);
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.searchParams.get('carousel')).toBe('top-rated');
    expect(seen[0]!.searchParams.get('page')).toBe('2');
    const after = sliders(root)[1]!.games;
    expect(after.slice(0, first.length)).toEqual(first);
    expect(after.length).toBeGreaterThan(first.length);
    // The new slides went into this slider's track, not the results.
    expect(new Set(after).size).toBe(after.length);
  });
});
