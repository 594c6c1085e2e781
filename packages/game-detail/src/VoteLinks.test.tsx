import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { games } from '@casino/api';
import { watchTimer } from '@casino/core/testing';
import { GAME_PAGE_MESSAGES, VOTE_COUNTRIES, db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { VOTE_CLOSE_MS } from './constants';
import { gameVoteWidget } from './widgets/game-vote';

let unmount = () => {};

function link(attributes = '') {
  return `<a href="#vote" data-vote-link data-vote-item-id="1" data-vote-type="GAME_VOTE" data-vote-form-url="${games.VOTE_FORM_PATH}" ${attributes}>Vote
<span data-vote-mark="LIKE" hidden>(you said it works)</span><span data-vote-mark="DISLIKE" hidden>(you said it does not work)</span></a>`;
}

async function mountOnPage(attributes = '', timers = false) {
  document.body.innerHTML = `${link(attributes)}<div id="placeholder"></div>`;
  await act(async () => {
    unmount = gameVoteWidget.mount(document.getElementById('placeholder')!, {});
  });
  return userEvent.setup(timers ? { advanceTimers: vi.advanceTimersByTime } : {});
}

const voteLink = () => document.querySelector<HTMLElement>('[data-vote-link]')!;
const option = (name: RegExp) => screen.getByRole('button', { name });
const mark = (state: string) => document.querySelector<HTMLElement>(`[data-vote-mark="${state}"]`)!;

function recordVotes() {
  const calls: { query: string; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === games.VOTE_FORM_PATH)
      void request
        .clone()
        .text()
        .then((body) => calls.push({ query: url.search, body }));
  });
  return calls;
}

async function openPopover(user: ReturnType<typeof userEvent.setup>) {
  await user.click(voteLink());
  const dialog = await screen.findByRole('dialog', { name: 'Does this game work for you?' });
  await screen.findByText('United Kingdom');
  return dialog;
}

afterEach(() => {
  act(() => unmount());
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('vote link', () => {
  it('opens with the working countries and focus on the first option', async () => {
    const user = await mountOnPage();
    await openPopover(user);
    expect(voteLink()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(option(/Yes, it works/)).toHaveFocus());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(VOTE_COUNTRIES);
  });

  it('submits on the first click, shows the finish slide, marks and closes after 2.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = recordVotes();
    const closeTimer = watchTimer(VOTE_CLOSE_MS);
    const user = await mountOnPage('', true);
    await openPopover(user);
    await user.click(option(/No, it does not/));
    const thanks = await screen.findByText('Thank you for your vote!');
    // The finish slide takes the focus once it is in (an effect after its render).
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(calls).toEqual([
      { query: '', body: 'voteItemId=1&brandId=1&voteType=GAME_VOTE&vote=DISLIKE' },
    ]);
    expect(db.gamePage.votes[1]).toBe('DISLIKE');
    expect(voteLink()).toHaveAttribute('data-vote-state', 'DISLIKE');
    expect(mark('DISLIKE')).toBeVisible();
    expect(mark('LIKE')).not.toBeVisible();
    act(() => vi.advanceTimersByTime(closeTimer.untilJustBefore()));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(voteLink()).toHaveFocus();
  });

  it('ignores a second click on the active option and clicks while sending', async () => {
    const { http, HttpResponse } = await import('msw');
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const sent: string[] = [];
    server.use(
      http.post(`*${games.VOTE_FORM_PATH}`, async ({ request }) => {
        sent.push(await request.text());
        await gate;
        return HttpResponse.json({ code: 200, likeVote: true, dislikeVote: false });
      }),
    );
    const user = await mountOnPage();
    await openPopover(user);
    await user.click(option(/Yes, it works/));
    expect(option(/Yes, it works/)).toHaveAttribute('aria-pressed', 'true');
    await user.click(option(/Yes, it works/));
    await user.click(option(/No, it does not/));
    answer();
    await screen.findByText('Thank you for your vote!');
    expect(sent).toEqual(['voteItemId=1&brandId=1&voteType=GAME_VOTE&vote=LIKE']);
    expect(voteLink()).toHaveAttribute('data-vote-state', 'LIKE');
  });

  it('sends the reset request for a voted link and updates its marks', async () => {
    db.gamePage.votes[1] = 'LIKE';
    const calls = recordVotes();
    const user = await mountOnPage('data-vote-state="LIKE"');
    expect(mark('LIKE')).toBeVisible();
    await user.click(voteLink());
    await waitFor(() => expect(voteLink()).toHaveAttribute('data-vote-state', ''));
    expect(mark('LIKE')).not.toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([{ query: '?voteItemId=1&brandId=1', body: '' }]);
    expect(db.gamePage.votes[1]).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent(GAME_PAGE_MESSAGES.reset);
  });

  it('opens nothing for a vote-disabled link', async () => {
    const calls = recordVotes();
    const user = await mountOnPage('data-vote-disabled');
    await user.click(voteLink());
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(voteLink()).not.toHaveAttribute('aria-haspopup');
    expect(calls).toEqual([]);
  });

  it('shows the message of a non-200 answer in the form error area and allows a retry', async () => {
    const user = await mountOnPage();
    await openPopover(user);
    setScenario('vote-refused');
    await user.click(option(/Yes, it works/));
    const error = await screen.findByText(GAME_PAGE_MESSAGES.voteRefused);
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog')).toContainElement(error);
    expect(option(/Yes, it works/)).toHaveAttribute('aria-pressed', 'false');
    expect(voteLink()).toHaveAttribute('data-vote-state', '');
    setScenario(null);
    await user.click(option(/Yes, it works/));
    await screen.findByText('Thank you for your vote!');
  });

  it.each(['network-error', 'server-error', 'malformed-answer'])(
    'only logs a vote request that fails with %s: nothing shown, the options ready again',
    async (scenario) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const user = await mountOnPage();
      await openPopover(user);
      setScenario(scenario);
      await user.click(option(/Yes, it works/));
      await waitFor(() => expect(warn).toHaveBeenCalledWith('Vote failed', expect.anything()));
      setScenario(null);
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('');
      expect(option(/Yes, it works/)).toHaveAttribute('aria-pressed', 'false');
      expect(voteLink()).toHaveAttribute('data-vote-state', '');
      // The error log has it: from the widget, or from the client that found the broken answer.
      await waitFor(() => expect(db.errorLog.length).toBeGreaterThan(0));
      await user.click(option(/Yes, it works/));
      await screen.findByText('Thank you for your vote!');
      warn.mockRestore();
    },
  );

  it('only logs a reset request that fails, keeping the marks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    db.gamePage.votes[1] = 'LIKE';
    const user = await mountOnPage('data-vote-state="LIKE"');
    setScenario('network-error');
    await user.click(voteLink());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Vote reset failed', expect.anything()));
    setScenario(null);
    for (const region of screen.getAllByRole('alert')) expect(region).toHaveTextContent('');
    expect(voteLink()).toHaveAttribute('data-vote-state', 'LIKE');
    expect(mark('LIKE')).toBeVisible();
    warn.mockRestore();
  });

  it('shows the message of a refused reset and keeps the marks of the answer', async () => {
    db.gamePage.votes[1] = 'LIKE';
    const user = await mountOnPage('data-vote-state="LIKE"');
    setScenario('vote-refused');
    await user.click(voteLink());
    expect(await screen.findByRole('alert')).toHaveTextContent(GAME_PAGE_MESSAGES.voteRefused);
    expect(voteLink()).toHaveAttribute('data-vote-state', 'LIKE');
    expect(mark('LIKE')).toBeVisible();
  });

  it('closes on Escape with focus back on the link, and keeps the countries inert', async () => {
    const user = await mountOnPage();
    await openPopover(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(voteLink()).toHaveFocus();
    expect(voteLink()).toHaveAttribute('aria-expanded', 'false');
  });

  it('cleans hostile country HTML', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post(`*${games.voteCountries.path}`, () =>
        HttpResponse.text('<ul><li>Malta<img src=x onerror="window.hacked=1"></li></ul>'),
      ),
    );
    const user = await mountOnPage();
    await user.click(voteLink());
    await screen.findByText('Malta');
    expect(document.querySelector('[data-vote-popover] img')?.getAttribute('onerror')).toBeFalsy();
  });
});
