import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEDED_THREADS } from '@casino/mocks';
import { readDraft, readEditDraft } from '../shared/draft';
import { ALICE, asMember, editorBox, openEditor, post, postsOf, threadPage } from '../test/helpers';

const LOCKED = SEEDED_THREADS.locked;
const MODERATOR = 3;
const TEXT = 'I was about to say the bonus is fine after all.';
const NOTICE = /This thread is locked: it takes no new replies or edits\./;

const visibleButtons = (root: HTMLElement, name: string) =>
  within(root).queryAllByRole('button', { name });

const lock = (root: HTMLElement, locked: boolean) =>
  act(() => root.toggleAttribute('data-thread-locked', locked));

describe('a locked thread', () => {
  it('says so in place of the reply box, with no Reply, Quote or Edit, before anyone types', () => {
    const author = postsOf(LOCKED)[1]!.authorId;
    asMember(author);
    const { root } = threadPage(LOCKED);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post reply' })).not.toBeInTheDocument();
    for (const name of ['Reply', 'Quote', 'Edit']) expect(visibleButtons(root, name)).toEqual([]);
  });

  it('still takes a moderator’s reply', () => {
    asMember(MODERATOR);
    threadPage(LOCKED);
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('locked while a member types: the box goes, the text stays as the draft, an unlock brings it back', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    await user.type(await openEditor(user), TEXT);
    expect(visibleButtons(root, 'Reply').length).toBeGreaterThan(0);

    lock(root, true);
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(NOTICE)).toHaveTextContent('kept as your draft');
    expect(visibleButtons(root, 'Reply')).toEqual([]);
    expect(visibleButtons(root, 'Quote')).toEqual([]);
    expect(readDraft(ALICE, 1)?.html).toBe(`<p>${TEXT}</p>`);

    lock(root, false);
    expect(await editorBox()).toHaveTextContent(TEXT);
    expect(visibleButtons(root, 'Reply').length).toBeGreaterThan(0);
  });

  it('locked during an edit: the post shows its text again and the edit is kept', async () => {
    // A member's own reply (a moderator may still edit in a locked thread).
    const own = postsOf(1).find((item, index) => index > 0 && item.authorId === ALICE)!;
    asMember(own.authorId);
    const user = userEvent.setup();
    const { root } = threadPage(1);
    await user.click(within(post(root, own.id)).getByRole('button', { name: 'Edit' }));
    await user.type(await editorBox('Edit your post'), ' And one more thing.');

    lock(root, true);
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Edit your post' })).not.toBeInTheDocument(),
    );
    expect(post(root, own.id).querySelector('[data-post-text]')).toBeVisible();
    expect(readEditDraft(own.authorId, own.id)?.html).toContain('And one more thing.');
  });
});
