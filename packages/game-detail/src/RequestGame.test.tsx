import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { emit, resetVerification, setTokenProvider } from '@casino/core';
import { games } from '@casino/api';
import { watchTimer } from '@casino/core/testing';
import { GAME_PAGE_MESSAGES, db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { GAME_FIELD_MAX_LENGTH, REQUEST_GAME_SUCCESS_MS } from './constants';
import { gameRequestWidget } from './widgets/game-request';

let unmount = () => {};

async function mountWidget(props: Record<string, unknown> = {}, timers = false) {
  document.body.innerHTML = '<div id="placeholder"></div>';
  await act(async () => {
    unmount = gameRequestWidget.mount(document.getElementById('placeholder')!, props);
  });
  const user = userEvent.setup(timers ? { advanceTimers: vi.advanceTimersByTime } : {});
  await user.click(screen.getByRole('button', { name: 'Request a game' }));
  await screen.findByRole('dialog', { name: 'Request a game' });
  await screen.findByLabelText('Name of the game');
  return user;
}

function recordQueries() {
  const queries: { query: Record<string, string>; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === games.REQUEST_GAME_PATH)
      void request
        .clone()
        .text()
        .then((body) => queries.push({ query: Object.fromEntries(url.searchParams), body }));
  });
  return queries;
}

const nameField = () => screen.getByLabelText<HTMLInputElement>('Name of the game');
const otherField = () => screen.getByLabelText<HTMLTextAreaElement>('Anything else (optional)');
const send = () => screen.getByRole('button', { name: /Send request|Sending/ });

beforeEach(() => {
  resetVerification();
  let tokens = 0;
  setTokenProvider(async () => `token-${++tokens}`);
});
afterEach(() => {
  act(() => unmount());
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('request game', () => {
  it('requires the game name and sends nothing without it', async () => {
    const queries = recordQueries();
    const user = await mountWidget();
    await user.type(nameField(), '   ');
    await user.click(send());
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Please enter the name of the game.');
    expect(nameField()).toHaveFocus();
    expect(queries).toEqual([]);
  });

  it('counts the textarea against its maximum and stops at it', async () => {
    const user = await mountWidget({ maxLength: 10 });
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await user.type(otherField(), 'Megaways');
    expect(screen.getByText('8/10')).toBeInTheDocument();
    expect(otherField()).toHaveAccessibleDescription('8 of 10 characters used');
    await user.type(otherField(), ' edition');
    expect(otherField().value).toBe('Megaways e');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('sends the fields and a token in the query with no body, then hides the thanks after 10 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const successTimer = watchTimer(REQUEST_GAME_SUCCESS_MS);
    const queries = recordQueries();
    const user = await mountWidget({}, true);
    await user.type(nameField(), 'Starburst');
    await user.type(screen.getByLabelText('Provider (optional)'), 'NetEnt');
    await user.type(otherField(), 'The XXXtreme one');
    await user.click(send());
    const status = await screen.findByText(GAME_PAGE_MESSAGES.requested);
    expect(status).toHaveAttribute('role', 'status');
    expect(queries).toEqual([
      {
        query: {
          gameName: 'Starburst',
          gameProvider: 'NetEnt',
          otherInformation: 'The XXXtreme one',
          recaptchaToken: 'token-1',
        },
        body: '',
      },
    ]);
    expect(db.gamePage.requests).toHaveLength(1);
    expect(nameField().value).toBe('');
    act(() => vi.advanceTimersByTime(successTimer.untilJustBefore()));
    expect(screen.getByText(GAME_PAGE_MESSAGES.requested)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(GAME_PAGE_MESSAGES.requested)).not.toBeInTheDocument();
  });

  it('cuts a huge paste in the name and the provider to their maximum, so the request still goes', async () => {
    const queries = recordQueries();
    const user = await mountWidget();
    const book = 'Starburst '.repeat(10_000);
    const provider = screen.getByLabelText<HTMLInputElement>('Provider (optional)');
    for (const field of [nameField(), provider]) {
      await user.click(field);
      await user.paste(book);
      expect(field.value).toBe(book.slice(0, GAME_FIELD_MAX_LENGTH));
    }
    await user.click(send());
    await screen.findByText(GAME_PAGE_MESSAGES.requested);
    expect(queries[0]?.query.gameName).toBe(book.slice(0, GAME_FIELD_MAX_LENGTH).trim());
    expect(queries[0]?.query.gameProvider).toBe(book.slice(0, GAME_FIELD_MAX_LENGTH).trim());
  });

  it('sends a double click once', async () => {
    const queries = recordQueries();
    const user = await mountWidget();
    await user.type(nameField(), 'Starburst');
    await user.dblClick(send());
    await screen.findByText(GAME_PAGE_MESSAGES.requested);
    expect(queries).toHaveLength(1);
    expect(db.gamePage.requests).toHaveLength(1);
  });

  it.each([
    [
      'a non-200 code',
      () => setScenario('game-request-refused'),
      GAME_PAGE_MESSAGES.requestRefused,
    ],
    [
      'a server error',
      () => setScenario('server-error'),
      'Something went wrong on our side. Please try again later.',
    ],
    [
      'a network failure',
      () => setScenario('network-error'),
      'We could not reach the server. Check your connection and try again.',
    ],
    [
      'a broken answer',
      () => setScenario('malformed-answer'),
      'Your request could not be sent. Please try again.',
    ],
  ])('shows the message of %s and keeps the typed text', async (_, fault, message) => {
    const user = await mountWidget();
    await user.type(nameField(), 'Starburst');
    await user.type(otherField(), 'Please <b>soon</b>');
    fault();
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(nameField().value).toBe('Starburst');
    expect(otherField().value).toBe('Please <b>soon</b>');
    expect(document.querySelector('.cw-rg__error b')).toBeNull();
  });

  it('opens by its id from anywhere and sends to the page-given action', async () => {
    let seen = '';
    server.use(
      http.post('*/custom/request', ({ request }) => {
        seen = new URL(request.url).searchParams.get('gameName') ?? '';
        return HttpResponse.json({ code: 200, message: 'Got it' });
      }),
    );
    document.body.innerHTML = '<div id="placeholder"></div>';
    await act(async () => {
      unmount = gameRequestWidget.mount(document.getElementById('placeholder')!, {
        openLabel: '',
        action: '/custom/request',
      });
    });
    expect(screen.queryByRole('button', { name: 'Request a game' })).toBeNull();
    act(() => emit('modal:open', { id: 'request-game' }));
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Name of the game')).toHaveFocus());
    await user.keyboard('Sakura Fortune');
    await user.click(send());
    await screen.findByText('Got it');
    expect(seen).toBe('Sakura Fortune');
  });
});
