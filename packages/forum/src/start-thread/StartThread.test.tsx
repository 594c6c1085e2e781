import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HttpResponse, http } from 'msw';
import { ALICE, asMember, asVisitor, authRequests, editorBox, record } from '../test/helpers';
import {
  FIRST_POST,
  REP_ROYAL,
  TITLE,
  dialog,
  field,
  fillThread,
  openModal,
  renderStartThread,
  send,
  startButton,
} from '../test/startThread';

const THREAD = '/frontendService/thread';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('StartThread: opening', () => {
  it('asks a visitor to log in instead, and never loads the editor', async () => {
    asVisitor();
    const asked = authRequests();
    const user = userEvent.setup();
    renderStartThread();
    await user.click(startButton());
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('[contenteditable]')).toBeNull();
  });

  it('opens a labelled dialog for a member, focus in the title; Escape brings it back to the button', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    renderStartThread();
    await openModal(user);
    expect(field('Title')).toHaveFocus();
    expect(within(dialog()).queryByRole('combobox', { name: 'Post as' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(startButton()).toHaveFocus();
  });

  it('opens when the hash holds discuss=true, on load and on a hash change', async () => {
    asMember(ALICE);
    window.history.replaceState(null, '', '/forum#tab=all&discuss=true');
    const user = userEvent.setup();
    renderStartThread();
    expect(await screen.findByRole('dialog', { name: 'Start a thread' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(window.location.hash).toBe('#tab=all');
    act(() => {
      window.history.replaceState(null, '', '/forum#discuss=true');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('dialog', { name: 'Start a thread' })).toBeInTheDocument();
  });
});

describe('StartThread: validation (SPEC §5)', () => {
  it('refuses a title under 3 words and a first post under 5, and sends nothing', async () => {
    asMember(ALICE);
    const sent = record(THREAD);
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user, { title: 'Fast withdrawals', post: 'Which casinos pay fast?' });
    await send(user);
    const title = field('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(/The title needs at least 3 words\./);
    expect(title).toHaveFocus();
    const post = await editorBox('Your first post');
    expect(post).toHaveAccessibleDescription(/Your first post needs at least 5 words\./);
    expect(sent).toHaveLength(0);
  });

  it('counts each CJK character of a title as a word', async () => {
    asMember(ALICE);
    const sent = record(THREAD);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user, { title: '最好的' });
    await send(user);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({ title: '最好的' });
    expect(screen.queryByText(/The title needs/)).toBeNull();
  });

  it('asks for a category', async () => {
    asMember(ALICE);
    const sent = record(THREAD);
    const user = userEvent.setup();
    renderStartThread();
    const box = await openModal(user);
    await user.type(field('Title'), TITLE);
    await user.type(box, FIRST_POST);
    await send(user);
    const category = within(dialog()).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveAccessibleDescription('Choose the category of your thread.');
    expect(category).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('clears the title and word-count errors when the modal opens again', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user, { title: 'Two words', post: 'Too short' });
    await send(user);
    expect(screen.getByText('The title needs at least 3 words.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await openModal(user);
    expect(field('Title')).toHaveValue('Two words');
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/needs at least/)).toBeNull();
  });
});

describe('StartThread: poll rows (SPEC §5)', () => {
  it('adds a row when all are filled, drops an emptied one, and sends no empty option', async () => {
    asMember(ALICE);
    const sent = record(THREAD);
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user);
    const options = () => within(dialog()).getAllByRole('textbox', { name: /^Option \d$/ });
    expect(options()).toHaveLength(2);
    await user.type(field('Question'), 'Which pays fastest?');
    await user.type(field('Option 1'), 'Royal');
    expect(options()).toHaveLength(2);
    await user.type(field('Option 2'), 'Lucky');
    expect(options()).toHaveLength(3);
    await user.type(field('Option 3'), 'Star');
    expect(options()).toHaveLength(4);
    await user.clear(field('Option 2'));
    expect(options().map((input) => (input as HTMLInputElement).value)).toEqual([
      'Royal',
      'Star',
      '',
    ]);
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Private voting' }));
    await send(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.body).toHaveProperty('pollOptions'));
    expect(sent[0]!.body).toMatchObject({
      pollQuestion: 'Which pays fastest?',
      pollOptions: ['Royal', 'Star'],
      votingPrivate: true,
      translateAllOptions: false,
    });
  });
});

describe('StartThread: sending', () => {
  it('sends the thread’s fields and goes to the new thread’s link', async () => {
    asMember(ALICE);
    const sent = record(THREAD);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user);
    await user.click(
      within(dialog()).getByRole('checkbox', { name: 'Winning screenshots enabled' }),
    );
    await user.type(
      within(dialog()).getByRole('combobox', { name: 'Related casino (optional)' }),
      db.casinos[0]!.name.slice(0, 5),
    );
    await user.click(await screen.findByRole('option', { name: db.casinos[0]!.name }));
    await send(user);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const created = db.threads.at(-1)!;
    expect(assign).toHaveBeenCalledWith(`/forum/thread/${created.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      title: TITLE,
      // The editor's HTML (happy-dom puts the caret before the editor's first paragraph).
      firstPostText: expect.stringContaining(`<p>${FIRST_POST}</p>`) as unknown,
      categoryId: 4,
      forumRelatedCasinoId: db.casinos[0]!.id,
      winningScreenshotsEnabled: true,
    });
  });

  it('lets a representative post on behalf of their casino (onBehalfOfId)', async () => {
    asMember(REP_ROYAL);
    const sent = record(THREAD);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user);
    const postAs = within(dialog()).getByRole('combobox', { name: 'Post as' });
    expect(
      within(postAs)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['rep_royal (yourself)', 'Royal Casino']);
    await user.selectOptions(postAs, 'Royal Casino');
    await send(user);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(sent[0]!.body).toMatchObject({ onBehalfOfId: 1 });
  });

  it('ignores repeat clicks while sending', async () => {
    asMember(ALICE);
    const sent = record(THREAD);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`*${THREAD}`, async () => {
        await answered;
        return HttpResponse.json({ code: 200, message: null, link: '/forum/thread/99' });
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user);
    const button = within(dialog()).getByRole('button', { name: 'Start thread' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    answer();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/forum/thread/99'));
    await user.click(button);
    expect(sent).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
