import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { recordRequests, server } from '@casino/mocks/node';
import {
  countrySearchParams,
  gameSearchParams,
  searchComponentParams,
  threadSearchParams,
  useComponentSearch,
  useCountrySearch,
  useGameSearch,
  useThreadSearch,
} from './components';
import { SearchSelect } from './SearchSelect';

const PATHS = {
  threads: '/frontendService/search/threads',
  countries: '/frontendService/search/countries',
  games: '/frontendService/search/games',
  casinos: '/frontendService/search/casinos',
};

afterEach(() => server.events.removeAllListeners());

describe('search component parameters', () => {
  it('uses the SPEC §9 limits and offsets', () => {
    expect(threadSearchParams('bonus')).toEqual({ text: 'bonus', limit: 400, offset: 0 });
    expect(threadSearchParams('bonus', { offset: 400, postId: 7 })).toEqual({
      text: 'bonus',
      limit: 400,
      offset: 400,
      postId: 7,
    });
    expect(countrySearchParams({ casinoId: 3, includeBonuses: true })).toEqual({
      casinoId: 3,
      includeBonuses: true,
      limit: 400,
      offset: 0,
    });
    expect(gameSearchParams('star')).toEqual({ text: 'star', limit: 25, offset: 0 });
    expect(searchComponentParams('roy')).toEqual({ text: 'roy', limit: 20, offset: 0 });
    expect(searchComponentParams('roy', 20)).toEqual({ text: 'roy', limit: 20, offset: 20 });
  });
});

function CasinoPicker({ onSelect }: { onSelect: (label: string) => void }) {
  const [value, setValue] = useState('');
  const list = useComponentSearch(PATHS.casinos, value, { debounceMs: 0, minLength: 1 });
  return (
    <SearchSelect
      label="Casino"
      value={value}
      onInput={setValue}
      options={list.items.map((item) => ({ id: item.value, label: item.label }))}
      onSelect={(option) => onSelect(option.label)}
      loading={list.loading}
      empty={list.empty}
      exhausted={list.exhausted}
      onLoadMore={list.loadMore}
    />
  );
}

function Probe({ kind, text }: { kind: 'threads' | 'games'; text: string }) {
  const threads = useThreadSearch(PATHS.threads, kind === 'threads' ? text : '', {
    postId: 1,
    debounceMs: 0,
  });
  const games = useGameSearch(PATHS.games, kind === 'games' ? text : '', { debounceMs: 0 });
  const list = kind === 'threads' ? threads : games;
  return <p>{list.loading ? 'loading' : `found ${list.items.length}`}</p>;
}

describe('search components', () => {
  it('asks threads with limit 400 and the post, games with limit 25', async () => {
    const threads = recordRequests(PATHS.threads);
    const games = recordRequests(PATHS.games);
    const { rerender } = render(<Probe kind="threads" text="bonus" />);
    await waitFor(() =>
      expect(threads).toEqual([{ text: 'bonus', limit: '400', offset: '0', postId: '1' }]),
    );
    rerender(<Probe kind="games" text="star" />);
    await waitFor(() => expect(games).toEqual([{ text: 'star', limit: '25', offset: '0' }]));
  });

  it('asks countries of a casino from the first character, with limit 400', async () => {
    const countries = recordRequests(PATHS.countries);
    function Countries() {
      const list = useCountrySearch(PATHS.countries, 'd', {
        casinoId: 3,
        includeBonuses: true,
        debounceMs: 0,
      });
      return <p>{list.loading ? 'loading' : `found ${list.items.length}`}</p>;
    }
    render(<Countries />);
    await waitFor(() =>
      expect(countries).toEqual([
        { text: 'd', casinoId: '3', includeBonuses: 'true', limit: '400', offset: '0' },
      ]),
    );
  });

  it('loads more by offset 20 and chooses with the keyboard', async () => {
    server.use(
      http.post(PATHS.casinos, async ({ request }) => {
        const offset = Number(new URLSearchParams(await request.text()).get('offset'));
        const count = offset === 0 ? 20 : 5;
        return HttpResponse.json(
          Array.from({ length: count }, (_, index) => ({
            value: offset + index + 1,
            label: `Casino ${offset + index + 1}`,
            countLabel: null,
            backgroundColor: '#000',
            logoImageUrl: '/logo.svg',
            reputationColor: 'green',
            basicRatingRounded: 8,
          })),
        );
      }),
    );
    const bodies = recordRequests(PATHS.casinos);
    const chosen = vi.fn();
    const user = userEvent.setup();
    render(<CasinoPicker onSelect={chosen} />);
    const input = screen.getByRole('combobox', { name: 'Casino' });
    await user.type(input, 'a');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('option')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ text: 'a', limit: '20', offset: '20' }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
    expect(screen.getByText('No more results.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(bodies[0]).toEqual({ text: 'a', limit: '20', offset: '0' });
    expect(input).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const option = screen.getAllByRole('option')[0]!;
    expect(input).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith(option.textContent);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing is found', async () => {
    const user = userEvent.setup();
    render(<CasinoPicker onSelect={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Casino' }), 'zzzqx');
    expect(await screen.findByText('No results.')).toBeInTheDocument();
  });
});
