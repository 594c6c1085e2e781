import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser, on, resetGeneralState } from '@casino/core';
import { games } from '@casino/api';
import { db, setScenario, signInAs } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { gameListWidget } from './widgets/game-list';

let unmount = () => {};
const ALICE = 1;

async function mountOnPage(inList = false, gameId = '5') {
  document.body.innerHTML = `<div data-game-list data-game-id="${gameId}" data-game-name="Book of Ra 5" data-in-list="${inList}">
<button type="button" data-game-list-add>Add to my games</button>
<button type="button" data-game-list-remove>Remove from my games</button></div>
<div id="placeholder"></div>`;
  await act(async () => {
    unmount = gameListWidget.mount(document.getElementById('placeholder')!, {});
  });
  return userEvent.setup();
}

const add = () => document.querySelector<HTMLElement>('[data-game-list-add]')!;
const remove = () => document.querySelector<HTMLElement>('[data-game-list-remove]')!;

function recordCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === games.GAME_SELECTION_PATH)
      calls.push(`${request.method} ${url.searchParams.get('gameId')}`);
  });
  return calls;
}

beforeEach(() => resetGeneralState());
afterEach(() => {
  act(() => unmount());
  server.events.removeAllListeners();
});

describe('personal game list', () => {
  it('adds with GET and removes with DELETE, toggling the buttons and the focus', async () => {
    currentUser.value = signInAs(ALICE);
    // The member's token the CMS renders, which a DELETE carries (SPEC §7).
    const token = Object.assign(document.createElement('meta'), {
      name: 'authorization',
      content: `Bearer member-${ALICE}`,
    });
    document.head.append(token);
    onTestFinished(() => token.remove());
    const calls = recordCalls();
    const user = await mountOnPage();
    expect(remove()).not.toBeVisible();
    await user.click(add());
    await waitFor(() => expect(remove()).toBeVisible());
    expect(add()).not.toBeVisible();
    await waitFor(() => expect(remove()).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Book of Ra 5 is in your games.');
    expect(db.gamePage.lists[ALICE]).toContain(5);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(add()).toBeVisible());
    await waitFor(() => expect(add()).toHaveFocus());
    expect(db.gamePage.lists[ALICE]).not.toContain(5);
    expect(calls).toEqual(['GET 5', 'DELETE 5']);
    expect(document.querySelector('[data-game-list]')).toHaveAttribute('data-in-list', 'false');
  });

  it('shows the state the server rendered', async () => {
    currentUser.value = signInAs(ALICE);
    await mountOnPage(true);
    expect(add()).not.toBeVisible();
    expect(remove()).toBeVisible();
  });

  it('asks a visitor to log in and sends nothing', async () => {
    currentUser.value = signInAs(null);
    const calls = recordCalls();
    const asked: unknown[] = [];
    const stop = on('auth:open', (detail) => asked.push(detail));
    const user = await mountOnPage();
    await user.click(add());
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'site' }]);
    expect(calls).toEqual([]);
    expect(add()).toBeVisible();
    stop();
  });

  it('waits for the login state before deciding', async () => {
    signInAs(null);
    const asked: unknown[] = [];
    const stop = on('auth:open', (detail) => asked.push(detail));
    const user = await mountOnPage();
    await user.click(add());
    await waitFor(() => expect(asked).toHaveLength(1));
    stop();
  });

  it('sends a double click once', async () => {
    currentUser.value = signInAs(ALICE);
    const calls = recordCalls();
    const user = await mountOnPage();
    await user.dblClick(add());
    await waitFor(() => expect(remove()).toBeVisible());
    expect(calls).toEqual(['GET 5']);
  });

  it('asks for a login again when the login expired (401)', async () => {
    currentUser.value = { id: 99, userName: 'gone', roles: ['USER'], representedCasinoIds: [] };
    signInAs(null);
    const asked: unknown[] = [];
    const stop = on('auth:open', (detail) => asked.push(detail));
    const user = await mountOnPage();
    await user.click(add());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please log in to keep a list of games.',
    );
    expect(asked).toHaveLength(1);
    expect(add()).toBeVisible();
    stop();
  });

  it.each([
    ['server-error', 'Something went wrong on our side. Please try again later.'],
    ['network-error', 'We could not reach the server. Check your connection and try again.'],
  ])('keeps the state on %s and says so', async (scenario, message) => {
    currentUser.value = signInAs(ALICE);
    const user = await mountOnPage();
    setScenario(scenario);
    await user.click(add());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(add()).toBeVisible();
    expect(remove()).not.toBeVisible();
  });

  it('reports a root without a game id and sends nothing', async () => {
    currentUser.value = signInAs(ALICE);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = recordCalls();
    const user = await mountOnPage(false, 'abc');
    await user.click(add());
    expect(error).toHaveBeenCalledWith(expect.stringContaining('data-game-id'));
    expect(calls).toEqual([]);
    error.mockRestore();
  });
});
