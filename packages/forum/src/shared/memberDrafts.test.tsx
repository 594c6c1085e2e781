import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUser } from '@casino/core';
import { DRAFT_KEY_PREFIX } from './constants';
import { readDraft, readEditDraft } from './draft';
import { readThreadDraft } from './threadDraft';
import {
  ALICE,
  asMember,
  editorBox,
  openEditor,
  post,
  postsOf,
  settle,
  threadPage,
} from '../test/helpers';
import { field, fillThread, renderStartThread, send } from '../test/startThread';

const REP = 2;
const TEXT = 'Half written, I will finish this later tonight.';

/** The page as after a reload: the old one gone, the server's HTML and the widget anew. */
function reload(page: ReturnType<typeof threadPage>) {
  page.view.unmount();
  page.root.closest('main')?.remove();
  return threadPage(1);
}

describe('drafts belong to their writer', () => {
  it('shows a member’s draft to nobody else on the browser, and to the member again', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const first = threadPage(1);
    await user.type(await openEditor(user), TEXT);
    expect(readDraft(ALICE, 1)).toEqual({ html: `<p>${TEXT}</p>` });

    asMember(REP);
    const other = reload(first);
    const box = await openEditor(user);
    expect(box).not.toHaveTextContent(TEXT);
    expect(readDraft(REP, 1)).toBeNull();

    asMember(ALICE);
    reload(other);
    await settle();
    expect(await editorBox()).toHaveTextContent(TEXT);
  });

  it('a logout takes the text off the page and keeps it for its writer only', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    threadPage(1);
    await user.type(await openEditor(user), TEXT);
    act(() => {
      currentUser.value = null;
    });
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' }).tagName).toBe('TEXTAREA');
    expect(readDraft(ALICE, 1)?.html).toBe(`<p>${TEXT}</p>`);
  });

  it('drops a draft kept the old way, per thread only, that anyone could read', () => {
    localStorage.setItem(`${DRAFT_KEY_PREFIX}1`, JSON.stringify({ value: { html: '<p>x</p>' } }));
    expect(readDraft(REP, 1)).toBeNull();
    expect(localStorage.getItem(`${DRAFT_KEY_PREFIX}1`)).toBeNull();
  });

  it('keeps an unsaved edit over a reload; saving clears it', async () => {
    const own = postsOf(1)[1]!;
    asMember(own.authorId);
    const user = userEvent.setup();
    const first = threadPage(1);
    await user.click(within(post(first.root, own.id)).getByRole('button', { name: 'Edit' }));
    const box = await editorBox('Edit your post');
    await user.type(box, ' Edited later: all paid.');
    expect(readEditDraft(own.authorId, own.id)?.html).toContain('Edited later: all paid.');

    // After a reload the post opens in its editor with what was typed.
    const second = reload(first);
    await settle();
    const again = await editorBox('Edit your post');
    expect(post(second.root, own.id)).toContainElement(again);
    expect(again).toHaveTextContent('Edited later: all paid.');

    await user.click(
      within(post(second.root, own.id)).getByRole('button', { name: 'Save changes' }),
    );
    await waitFor(() =>
      expect(post(second.root, own.id).querySelector('[data-post-text]')).toHaveTextContent(
        'Edited later: all paid.',
      ),
    );
    expect(readEditDraft(own.authorId, own.id)).toBeNull();
  });

  it('keeps the start-thread modal’s fields over a reload; a started thread clears them', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const first = renderStartThread();
    await fillThread(user, { title: 'Slow withdrawals at Lucky', post: '' });
    await user.type(await editorBox('Your first post'), 'Anyone else waiting a week for payouts?');
    expect(readThreadDraft(ALICE)?.form.title).toBe('Slow withdrawals at Lucky');
    first.unmount();

    renderStartThread();
    const box = await fillThread(user, { title: '', post: '' });
    expect(field('Title')).toHaveValue('Slow withdrawals at Lucky');
    expect(box).toHaveTextContent('Anyone else waiting a week for payouts?');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await send(user);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(readThreadDraft(ALICE)).toBeNull();
  });
});
