import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { clock, resetVerification, setTokenProvider } from '@casino/core';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { LIKE_ANIMATION_MS } from './constants';
import { gameLikeWidget } from './widgets/game-like';

const PATH = '/frontendService/game/like2';
let unmount = () => {};

async function mountOnPage(state = '', itemId = '1') {
  document.body.innerHTML = `<div data-game-like data-item-id="${itemId}" data-like-state="${state}">
<button type="button" data-game-like-type="LIKE" aria-pressed="false">Like <span data-game-like-count>7</span></button>
<button type="button" data-game-like-type="DISLIKE" aria-pressed="false">Dislike</button>
<div id="placeholder"></div></div>`;
  await act(async () => {
    unmount = gameLikeWidget.mount(document.getElementById('placeholder')!, {});
  });
  return userEvent.setup();
}

const like = () => screen.getByRole('button', { name: /^Like/ });
const dislike = () => screen.getByRole('button', { name: 'Dislike' });
const count = () => document.querySelector('[data-game-like-count]')!.textContent;

function recordQueries() {
  const queries: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === PATH) queries.push(Object.fromEntries(url.searchParams));
  });
  return queries;
}

let tokens = 0;
beforeEach(() => {
  tokens = 0;
  resetVerification();
  setTokenProvider(async () => `token-${++tokens}`);
});
afterEach(() => {
  act(() => unmount());
  server.events.removeAllListeners();
});

describe('game like', () => {
  it('likes with a fresh verification token each time and shows the count from the answer', async () => {
    const queries = recordQueries();
    const start = db.games[0]!.likes;
    const user = await mountOnPage();
    await user.click(like());
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'true'));
    expect(count()).toBe(String(start + 1));
    expect(dislike()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(`You like this game. ${start + 1} likes.`);
    await user.click(like());
    await waitFor(() => expect(like()).toHaveAttribute('aria-pressed', 'false'));
    expect(count()).toBe(String(start));
    expect(queries).toEqual([
      { itemId: '1', brandId: '1', type: 'LIKE', recaptchaToken: 'token-1' },
      { itemId: '1', brandId: '1', type: 'LIKE', recaptchaToken: 'token-2' },
    ]);
  });

  it('swaps a like for a dislike, and clears the dislike with a second click', async () => {
    db.games[0]!.visitorLike = 'LIKE';
    const start = db.games[0]!.likes;
    const user = await mountOnPage('LIKE');
    expect(like()).toHaveAttribute('aria-pressed', 'true');
    await user.click(dislike());
    await waitFor(() => expect(dislike()).toHaveAttribute('aria-pressed', 'true'));
    expect(like()).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toBe(String(start - 1));
    await user.click(dislike());
    await waitFor(() => expect(dislike()).toHaveAttribute('aria-pressed', 'false'));
    expect(document.querySelector('[data-game-like]')).toHaveAttribute('data-like-state', '');
  });

  it('plays the like animation for 800 ms', async () => {
    const timers = vi.spyOn(clock, 'setTimeout');
    const user = await mountOnPage();
    await user.click(like());
    const root = document.querySelector('[data-game-like]')!;
    await waitFor(() => expect(root).toHaveAttribute('data-like-animating'));
    const [stop, ms] = timers.mock.calls.at(-1)!;
    expect(ms).toBe(LIKE_ANIMATION_MS);
    stop();
    expect(root).not.toHaveAttribute('data-like-animating');
  });

  it('sends once for a double click', async () => {
    let calls = 0;
    server.use(
      http.post(`*${PATH}`, () => {
        calls += 1;
        return HttpResponse.json({ numberOfLikes: 8 });
      }),
    );
    const user = await mountOnPage();
    await user.dblClick(like());
    await waitFor(() => expect(count()).toBe('8'));
    expect(calls).toBe(1);
    expect(like()).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores clicks while an answer is awaited', async () => {
    let calls = 0;
    let answer = () => {};
    server.use(
      http.post(`*${PATH}`, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ numberOfLikes: 8 });
      }),
    );
    const user = await mountOnPage();
    await user.click(like());
    await waitFor(() => expect(calls).toBe(1));
    expect(document.querySelector('[data-game-like]')).toHaveAttribute('aria-busy', 'true');
    await user.click(dislike());
    await user.click(like());
    answer();
    await waitFor(() => expect(count()).toBe('8'));
    expect(calls).toBe(1);
  });

  it.each([
    ['server-error', 'Something went wrong on our side. Please try again later.'],
    ['network-error', 'We could not reach the server. Check your connection and try again.'],
    ['malformed-json', 'Your vote could not be saved. Please try again.'],
    ['malformed-answer', 'Your vote could not be saved. Please try again.'],
  ])('keeps the state and says so for %s', async (scenario, message) => {
    setScenario(scenario);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await mountOnPage();
    await user.click(like());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(like()).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toBe('7');
    expect(document.querySelector('[data-game-like]')).not.toHaveAttribute('aria-busy');
  });

  it('names the problem when the page has no like buttons with a game id', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mountOnPage('', 'abc');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/"game-like".*data-item-id/));
  });
});
