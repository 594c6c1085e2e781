import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import {
  ALICE,
  asMember,
  editorBox,
  asVisitor,
  post,
  postsOf,
  record,
  settle,
  threadPage,
} from '../test/helpers';
import {
  ADMIN,
  MOD,
  THREAD,
  alicesReply,
  choose,
  postMenu,
  threadMenu,
  threadOf,
} from '../test/moderation';

describe('who gets the moderation', () => {
  it('a member and a visitor get no moderation menu; a moderator one on the thread and each post', async () => {
    asMember(ALICE);
    const member = threadPage(THREAD);
    await settle();
    expect(screen.queryByRole('button', { name: /^Moderate/ })).toBeNull();
    member.view.unmount();
    asVisitor();
    const visitor = threadPage(THREAD);
    await settle();
    expect(screen.queryByRole('button', { name: /^Moderate/ })).toBeNull();
    visitor.view.unmount();

    asMember(MOD);
    const { root } = threadPage(THREAD);
    await threadMenu();
    const posts = root.querySelectorAll('[data-post-id]');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Moderate the post of/ })).toHaveLength(
        posts.length,
      ),
    );
  });
});

describe('thread actions', () => {
  it('locks with the reason OTHER only once explained; the page shows the lock without a reload', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const sent = record('/frontendService/thread/lock');
    const { root } = threadPage(THREAD);
    await choose(user, await threadMenu(), 'Lock the thread');
    const sheet = screen.getByRole('dialog', { name: 'Lock the thread' });
    const reason = within(sheet).getByRole('combobox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(within(sheet).queryByRole('textbox', { name: 'Explanation' })).toBeNull();
    await user.selectOptions(reason, 'OTHER');
    const explanation = within(sheet).getByRole('textbox', { name: 'Explanation' });
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Please explain the reason.');
    expect(explanation).toHaveFocus();
    expect(sent).toHaveLength(0);
    await user.type(explanation, 'Heated argument');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Inform the author by email' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[0]?.body).toEqual({
      threadId: THREAD,
      locked: true,
      reason: 'OTHER',
      explanation: 'Heated argument',
      informThreadAuthorByEmail: true,
    });
    expect(root).toHaveAttribute('data-thread-locked');
    expect(root.querySelector('[data-thread-locked-note]')).not.toBeNull();
    expect(threadOf(THREAD).locked).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Moderate the thread' })).toHaveFocus(),
    );
    // The menu now offers to unlock, at once.
    await choose(user, await threadMenu(), 'Unlock the thread');
    await waitFor(() => expect(root.querySelector('[data-thread-locked-note]')).toBeNull());
    expect(threadOf(THREAD).locked).toBe(false);
  });

  it('a refusal shows the server’s message and keeps the title typed; a double click sends once', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const sent = record('/frontendService/thread/title');
    server.use(
      http.put('*/frontendService/thread/title', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ code: 8200, message: 'Titles may not shout.' });
      }),
    );
    threadPage(THREAD);
    await choose(user, await threadMenu(), 'Edit the title');
    const sheet = screen.getByRole('dialog', { name: 'Edit the title' });
    const title = within(sheet).getByRole('textbox', { name: 'New title' });
    await user.clear(title);
    await user.type(title, 'ALL CAPS TITLE HERE');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Reason' }), 'SPAM');
    await user.dblClick(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(await within(sheet).findByText('Titles may not shout.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(title).toHaveValue('ALL CAPS TITLE HERE');
    expect(screen.getByRole('dialog', { name: 'Edit the title' })).toBeInTheDocument();
  });

  it('renames the thread: the title on the page changes', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const { root } = threadPage(THREAD);
    await choose(user, await threadMenu(), 'Edit the title');
    const title = screen.getByRole('textbox', { name: 'New title' });
    await user.clear(title);
    await user.type(title, 'Royal Casino payouts discussed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'OFF_TOPIC');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(root.querySelector('[data-thread-title]')).toHaveTextContent(
        'Royal Casino payouts discussed',
      ),
    );
  });

  it('deletes the thread and goes to the forum', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    threadPage(THREAD);
    await choose(user, await threadMenu(), 'Delete the thread');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'DUPLICATE');
    await user.click(screen.getByRole('button', { name: 'Delete the thread' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/forum'));
    expect(db.threads.some((thread) => thread.id === THREAD)).toBe(false);
  });
});

describe('the poll', () => {
  it('edits the poll: question, a new option, closed to votes; two options are required', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const threadId = 2;
    const { root } = threadPage(threadId);
    await choose(user, await threadMenu(), 'Edit the poll');
    const sheet = screen.getByRole('dialog', { name: 'Edit the poll' });
    const question = within(sheet).getByRole('textbox', { name: 'Question' });
    expect(question).toHaveFocus();
    await user.clear(question);
    await user.type(question, 'Which bonus is the best?');
    const options = within(sheet).getAllByRole('textbox', { name: /^Option \d$/ });
    for (const option of options) await user.clear(option);
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'A poll needs its question and at least two options.',
    );
    await user.type(options[0]!, 'Free spins');
    await user.click(within(sheet).getByRole('button', { name: 'Add an option' }));
    const added = within(sheet)
      .getAllByRole('textbox', { name: /^Option \d$/ })
      .at(-1)!;
    await user.type(added, 'Cashback');
    await user.click(within(sheet).getByRole('checkbox', { name: 'Closed to votes' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const poll = root.querySelector('[data-poll]')!;
    expect(poll.querySelector('.cg-poll__question')).toHaveTextContent('Which bonus is the best?');
    expect(poll).toHaveAttribute('data-poll-no-vote');
    expect(poll.textContent).toContain('Cashback');
  });
});

describe('post actions', () => {
  it('hides a post with its reason, then shows it again', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const reply = alicesReply();
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, reply.id), 'Hide the post');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'OFFENSIVE');
    await user.type(
      screen.getByRole('textbox', { name: 'Explanation for the author (optional)' }),
      'Stay polite',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(post(root, reply.id)).toHaveAttribute('data-post-hidden'));
    expect(post(root, reply.id).querySelector('[data-post-notice]')).toHaveTextContent(
      'Offensive or abusive. Stay polite',
    );
    const again = await postMenu(root, reply.id);
    await waitFor(() => expect(again).toHaveFocus());
    await choose(user, again, 'Show the post again');
    await waitFor(() => expect(post(root, reply.id)).not.toHaveAttribute('data-post-hidden'));
  });

  it('deletes a post without a trace: it leaves the page', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const reply = alicesReply();
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, reply.id), 'Delete the post without a trace');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'SPAM');
    await user.click(screen.getByRole('button', { name: 'Delete the post without a trace' }));
    await waitFor(() => expect(root.querySelector(`[data-post-id="${reply.id}"]`)).toBeNull());
    expect(db.posts.some((item) => item.id === reply.id)).toBe(false);
  });

  it('pins a post at once from the menu', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const reply = alicesReply();
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, reply.id), 'Pin the post');
    await waitFor(() => expect(post(root, reply.id)).toHaveAttribute('data-post-pinned'));
  });

  it('an administrator editing their own post gets no reason block', async () => {
    asMember(ADMIN);
    const user = userEvent.setup();
    const reply = postsOf(THREAD)[1]!;
    reply.authorId = ADMIN;
    const sent = record('/frontendService/post');
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, reply.id), 'Edit the post');
    const sheet = screen.getByRole('dialog', { name: 'Edit the post' });
    expect(within(sheet).queryByRole('combobox', { name: 'Reason' })).toBeNull();
    // The rich-text editor, with the post's text and the focus once it has loaded.
    const field = await editorBox('Text of the post');
    expect(field).toHaveTextContent(reply.text);
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.type(field, 'My own words, corrected by me today.');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(post(root, reply.id).querySelector('[data-post-text]')).toHaveTextContent(
        'My own words, corrected by me today.',
      ),
    );
    expect(sent[0]?.body).toEqual({
      postId: reply.id,
      updatedText: '<p>My own words, corrected by me today.</p>',
    });
  });

  it('a moderator edits another member’s post in the rich-text editor: its formatting stays', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const reply = alicesReply();
    reply.text = '<p><strong>Paid out</strong> in two days.</p>';
    const sent = record('/frontendService/post');
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, reply.id), 'Edit the post');
    const field = await editorBox('Text of the post');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field.querySelector('strong')).toHaveTextContent('Paid out');
    const sheet = screen.getByRole('dialog', { name: 'Edit the post' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Reason' }), 'SPAM');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ postId: reply.id, reason: 'SPAM' });
    expect((sent[0]?.body as { updatedText: string }).updatedText).toContain(
      '<strong>Paid out</strong> in two days.',
    );
  });

  it('moves a post: the target thread is required, then the page goes to the answer’s link', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const reply = alicesReply();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, reply.id), 'Move to another thread');
    const sheet = screen.getByRole('dialog', { name: 'Move to another thread' });
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'Please choose the thread to move the post to.',
    );
    const target = db.threads.find((thread) => thread.id !== THREAD)!;
    await user.type(
      within(sheet).getByRole('combobox', { name: 'Thread to move the post to' }),
      target.title.slice(0, 6),
    );
    await user.click(await within(sheet).findByRole('option', { name: target.title }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toMatch(new RegExp(`#post-${reply.id}$`));
    expect(db.posts.find((item) => item.id === reply.id)?.threadId).toBe(target.id);
  });

  it('sets the admin check status, clears it by choosing the active one, and assigns the check', async () => {
    asMember(ADMIN);
    const user = userEvent.setup();
    const reply = alicesReply();
    const sent = record('/frontendService/postAdminStatus');
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, reply.id), 'Check status: Suspicious');
    await waitFor(() =>
      expect(post(root, reply.id)).toHaveAttribute('data-post-admin-status', 'SUSPICIOUS'),
    );
    await user.click(await postMenu(root, reply.id));
    const active = screen.getByRole('menuitemradio', { name: 'Check status: Suspicious' });
    expect(active).toHaveAttribute('aria-checked', 'true');
    await user.click(active);
    await waitFor(() => expect(post(root, reply.id)).not.toHaveAttribute('data-post-admin-status'));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toEqual({ postId: reply.id, forumPostAdminCheckStatus: null }),
    );

    await choose(user, await postMenu(root, reply.id), 'Assign the check');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Checked by' }), 'mod_maria');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(post(root, reply.id).querySelector('[data-post-assignee-name]')).toHaveTextContent(
        'mod_maria',
      ),
    );
  });

  it('bans a post’s author (how long is required) and cancels the ban', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const reply = alicesReply();
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, reply.id), 'Ban the author');
    const sheet = screen.getByRole('dialog', { name: 'Ban the author' });
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Reason' }), 'SPAM');
    await user.click(within(sheet).getByRole('button', { name: 'Ban the author' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent(
      'Please choose how long the ban lasts.',
    );
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Ban for' }), 'WEEK');
    await user.click(within(sheet).getByRole('button', { name: 'Ban the author' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const alices = root.querySelectorAll(`[data-post-id][data-user-id="${ALICE}"]`);
    expect(alices.length).toBeGreaterThan(1);
    alices.forEach((item) => expect(item).toHaveAttribute('data-user-banned'));
    expect(db.users.find((member) => member.id === ALICE)?.banned).toBe(true);
    await choose(user, await postMenu(root, reply.id), 'Cancel the author’s ban');
    await waitFor(() => expect(post(root, reply.id)).not.toHaveAttribute('data-user-banned'));
    expect(db.users.find((member) => member.id === ALICE)?.banned).toBe(false);
  });
});
