import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { http, HttpResponse } from 'msw';
import {
  ALICE,
  asMember,
  authRequests,
  openEditor,
  postsOf,
  record,
  threadPage,
} from '../test/helpers';

const REPLY = 'Thanks for the tip, the withdrawal came through today.';
const send = () => userEvent.click(screen.getByRole('button', { name: 'Post reply' }));

describe('answers to a reply by code (SPEC §8)', () => {
  it('8209: the language chooser, the guess preselected, sends again with manualLanguageCode', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const before = postsOf(1).length;
    const sent = record('/frontendService/post');
    const box = await openEditor(user);
    await user.type(box, 'Dank je wel');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which language is your post in?' });
    const select = within(dialog).getByRole('combobox', { name: 'Language of your post' });
    expect(select).toHaveValue('nl');
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before + 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).not.toHaveProperty('manualLanguageCode');
    expect(sent[1]!.body).toMatchObject({ manualLanguageCode: 'de', text: '<p>Dank je wel</p>' });
    // The focus is back where it was when the dialog opened.
    expect(screen.getByRole('button', { name: 'Post reply' })).toHaveFocus();
  });

  it('8214: the pending-review modal, the editor cleared and nothing added to the thread', async () => {
    asMember(ALICE);
    setScenario('forum-pending-review');
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const before = root.querySelectorAll('[data-post-id]').length;
    const box = await openEditor(user);
    await user.type(box, REPLY);
    await send();
    const dialog = await screen.findByRole('dialog', { name: 'Your post is waiting for review' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveFocus();
    expect(box).toHaveTextContent('');
    expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before);
    await user.click(ok);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('8200: the server’s message in the form; the text stays', async () => {
    asMember(ALICE);
    setScenario('code-8200');
    const user = userEvent.setup();
    threadPage(1);
    const box = await openEditor(user);
    await user.type(box, REPLY);
    await send();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(box).toHaveTextContent(REPLY);
  });

  it('7000: the login-required message with a button that opens the login dialog', async () => {
    asMember(ALICE);
    setScenario('code-7000');
    const asked = authRequests();
    const user = userEvent.setup();
    threadPage(1);
    const box = await openEditor(user);
    await user.type(box, REPLY);
    await send();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Log in or sign up' }));
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]);
    expect(box).toHaveTextContent(REPLY);
  });

  it('a network failure keeps the text, with a clear error', async () => {
    asMember(ALICE);
    setScenario('network-error');
    const user = userEvent.setup();
    threadPage(1);
    const box = await openEditor(user);
    await user.type(box, REPLY);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your post could not be sent. Your text is kept: check your connection and try again.',
    );
    expect(box).toHaveTextContent(REPLY);
  });

  it('a malformed answer keeps the text, with a clear error', async () => {
    asMember(ALICE);
    setScenario('malformed-answer');
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const before = root.querySelectorAll('[data-post-id]').length;
    const box = await openEditor(user);
    await user.type(box, REPLY);
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your post could not be sent.');
    expect(box).toHaveTextContent(REPLY);
    expect(root.querySelectorAll('[data-post-id]')).toHaveLength(before);
  });

  it('inserts the answer’s post only after DOMPurify: no script, no event handler', async () => {
    asMember(ALICE);
    server.use(
      http.post('*/frontendService/post', () =>
        HttpResponse.json({
          code: 200,
          message: null,
          html: '<article id="post-999" data-post-id="999"><div data-post-text><img src="x" onerror="window.hacked=1">Hi</div><script>window.hacked=1</script></article>',
          repliesCount: 9,
          repliesText: '9 replies',
        }),
      ),
    );
    const user = userEvent.setup();
    const { root } = threadPage(1);
    const box = await openEditor(user);
    await user.type(box, REPLY);
    await send();
    await waitFor(() => expect(root.querySelector('[data-post-id="999"]')).not.toBeNull());
    const added = root.querySelector('[data-post-id="999"]')!;
    expect(added.querySelector('script')).toBeNull();
    expect(added.querySelector('img')).not.toHaveAttribute('onerror');
    expect(root.querySelector('[data-replies-count]')).toHaveTextContent('9 replies');
  });
});
