import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setScenario } from '@casino/mocks';
import { asMember, editorBox, post, postsOf, record, threadPage } from '../test/helpers';

/** A reply (not the first post, which has rules of its own) of thread 1, its author signed in. */
function ownPost() {
  const own = postsOf(1)[1]!;
  asMember(own.authorId);
  return own;
}

const NEW_TEXT = 'Updated: the payout arrived within two days after all.';

async function startEdit(root: HTMLElement, postId: number) {
  const user = userEvent.setup();
  await user.click(within(post(root, postId)).getByRole('button', { name: 'Edit' }));
  const box = await editorBox('Edit your post');
  return { user, box };
}

describe('editing one’s own post in place', () => {
  it('opens the editor in the post with its text and the focus; Cancel restores the post', async () => {
    const own = ownPost();
    const { root } = threadPage(1);
    const text = post(root, own.id).querySelector<HTMLElement>('[data-post-text]')!;
    const { user, box } = await startEdit(root, own.id);
    expect(post(root, own.id)).toContainElement(box);
    expect(box).toHaveTextContent(own.text);
    await waitFor(() => expect(box).toHaveFocus());
    expect(text).not.toBeVisible();
    await user.click(within(post(root, own.id)).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Edit your post' })).not.toBeInTheDocument();
    expect(text).toBeVisible();
    expect(text).toHaveTextContent(own.text);
    expect(within(post(root, own.id)).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('saves with PUT /post: the answer’s post replaces the old one, marked edited', async () => {
    const own = ownPost();
    const { root } = threadPage(1);
    const old = post(root, own.id);
    const sent = record('/frontendService/post');
    const { user, box } = await startEdit(root, own.id);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.type(box, NEW_TEXT);
    await user.click(within(old).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(old.isConnected).toBe(false));
    const fresh = post(root, own.id);
    expect(fresh.querySelector('[data-post-text]')).toHaveTextContent(NEW_TEXT);
    expect(fresh.querySelector('[data-post-edited]')).not.toBeNull();
    expect(within(fresh).getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.body).toEqual({ postId: own.id, updatedText: `<p>${NEW_TEXT}</p>` });
  });

  it('8209 in the edit: the language chooser, then PUT again with manualLanguageCode', async () => {
    const own = ownPost();
    const { root } = threadPage(1);
    const sent = record('/frontendService/post');
    const { user, box } = await startEdit(root, own.id);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.type(box, 'Merci');
    await user.click(within(post(root, own.id)).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which language is your post in?' });
    expect(within(dialog).getByRole('combobox')).toHaveValue('fr');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post(root, own.id).querySelector('[data-post-text]')).toHaveTextContent('Merci'),
    );
    expect(sent[1]!.body).toMatchObject({ postId: own.id, manualLanguageCode: 'fr' });
  });

  it('8200 in the edit: the message in the edit form, the text kept', async () => {
    const own = ownPost();
    setScenario('code-8200');
    const { root } = threadPage(1);
    const { user, box } = await startEdit(root, own.id);
    await user.type(box, ' more');
    await user.click(within(post(root, own.id)).getByRole('button', { name: 'Save changes' }));
    const alert = await within(post(root, own.id)).findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(box).toHaveTextContent(`${own.text} more`);
  });
});
