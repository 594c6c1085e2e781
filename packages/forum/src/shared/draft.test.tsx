import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_KEY_PREFIX } from './constants';
import { clearDraft, readDraft, saveDraft } from './draft';
import {
  ALICE,
  asMember,
  asVisitor,
  editorBox,
  openEditor,
  post,
  postsOf,
  threadPage,
} from '../test/helpers';

const TEXT = 'Half written, I will finish this later tonight.';
const KEY = `${DRAFT_KEY_PREFIX}${ALICE}:thread:1`;

describe('drafts in storage', () => {
  it('keeps one draft per thread, and forgets an empty one', () => {
    saveDraft(ALICE, 1, { html: '<p>One</p>', replyToId: 101 });
    saveDraft(ALICE, 2, { html: '<p>Two</p>' });
    expect(readDraft(ALICE, 1)).toEqual({ html: '<p>One</p>', replyToId: 101 });
    expect(readDraft(ALICE, 2)).toEqual({ html: '<p>Two</p>' });
    saveDraft(ALICE, 1, { html: '' });
    expect(readDraft(ALICE, 1)).toBeNull();
    clearDraft(ALICE, 2);
    expect(readDraft(ALICE, 2)).toBeNull();
  });

  it('reads a corrupt or foreign value as no draft', () => {
    localStorage.setItem(KEY, '{not json');
    expect(readDraft(ALICE, 1)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ value: { html: 5 } }));
    expect(readDraft(ALICE, 1)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ value: { html: '<p>x</p>', replyToId: 'x' } }));
    expect(readDraft(ALICE, 1)).toBeNull();
  });
});

describe('a member’s unsent reply', () => {
  it('survives a reload, with the post it answers, and is cleared once posted', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    const { root, remount } = threadPage(1);
    const answered = postsOf(1)[0]!.id;
    await user.click(post(root, answered).querySelector('[data-post-reply]')!);
    await user.type(await editorBox(), TEXT);
    expect(readDraft(ALICE, 1)).toEqual({ html: `<p>${TEXT}</p>`, replyToId: answered });
    remount();
    // The editor comes back with the text at once, without a focus.
    expect(await editorBox()).toHaveTextContent(TEXT);
    expect(screen.getByText(/^Replying to /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(root.querySelectorAll('[data-post-id]')).toHaveLength(postsOf(1).length),
    );
    expect(readDraft(ALICE, 1)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('is not shown to a visitor (a logged-out member’s old draft stays unused)', () => {
    saveDraft(ALICE, 1, { html: `<p>${TEXT}</p>` });
    asVisitor();
    threadPage(1);
    expect(screen.getByRole('textbox', { name: 'Your reply' }).tagName).toBe('TEXTAREA');
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it('a full storage breaks nothing: the reply is typed and posted', async () => {
    asMember(ALICE);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const user = userEvent.setup();
    const { root } = threadPage(1);
    await user.type(await openEditor(user), TEXT);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() =>
      expect(root.querySelectorAll('[data-post-id]')).toHaveLength(postsOf(1).length),
    );
  });

  it('a corrupt stored draft is ignored and the box works', async () => {
    asMember(ALICE);
    localStorage.setItem(KEY, '{"value":');
    const user = userEvent.setup();
    threadPage(1);
    expect(screen.getByRole('textbox', { name: 'Your reply' }).tagName).toBe('TEXTAREA');
    const box = await openEditor(user);
    await user.type(box, TEXT);
    expect(readDraft(ALICE, 1)).toEqual({ html: `<p>${TEXT}</p>` });
  });
});
