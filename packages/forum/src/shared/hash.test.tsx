import { act } from '@testing-library/react';
import { POST_FLASH_MS } from './constants';
import { hashTarget } from './hash';
import {
  ALICE,
  asMember,
  asVisitor,
  authRequests,
  post,
  postsOf,
  settle,
  threadPage,
} from '../test/helpers';

describe('hashTarget', () => {
  it('reads post=<id>, also among other parameters, and the post anchor #post-<id>', () => {
    expect(hashTarget('#post=12')).toEqual({ kind: 'post', postId: 12 });
    expect(hashTarget('#tab=discussion&post=7')).toEqual({ kind: 'post', postId: 7 });
    expect(hashTarget('#post-105')).toEqual({ kind: 'post', postId: 105 });
  });

  it('reads add-screenshot as the reply box', () => {
    expect(hashTarget('#add-screenshot')).toEqual({ kind: 'reply-box' });
  });

  it('ignores anything else', () => {
    for (const hash of ['', '#', '#post=abc', '#post=-1', '#post-', '#discuss=true', '#tab=x'])
      expect(hashTarget(hash)).toBeNull();
  });
});

describe('the hash on the thread page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('scrolls to the post 90 px below the top and highlights it for 4 s', async () => {
    asVisitor();
    const postId = postsOf(1)[1]!.id;
    window.history.replaceState(null, '', `/#post=${postId}`);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 500 } as DOMRect);
    const { root } = threadPage(1);
    await settle();
    const target = post(root, postId);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 500 - 90 }));
    expect(target).toHaveAttribute('data-post-flash');
    expect(target).toHaveFocus();
    act(() => vi.advanceTimersByTime(POST_FLASH_MS - 1));
    expect(target).toHaveAttribute('data-post-flash');
    act(() => vi.advanceTimersByTime(1));
    expect(target).not.toHaveAttribute('data-post-flash');
    rect.mockRestore();
  });

  it('follows a post anchor set later (#post-<id>)', async () => {
    asVisitor();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { root } = threadPage(1);
    const postId = postsOf(1)[0]!.id;
    expect(post(root, postId)).not.toHaveAttribute('data-post-flash');
    act(() => {
      window.history.replaceState(null, '', `/#post-${postId}`);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await settle();
    expect(post(root, postId)).toHaveAttribute('data-post-flash');
  });

  it('scrolls to the reply box on #add-screenshot, without asking a visitor to log in', async () => {
    asVisitor();
    window.history.replaceState(null, '', '/#add-screenshot');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const asked = authRequests();
    threadPage(1);
    await settle();
    const box = document.querySelector<HTMLElement>('[data-reply-box]')!;
    // (The test DOM also fires hashchange for the address changes above: each one scrolls.)
    expect(scrollTo).toHaveBeenCalled();
    expect(box).toHaveFocus();
    expect(asked).toEqual([]);
  });

  it('does nothing for a post that is not on the page', () => {
    asMember(ALICE);
    window.history.replaceState(null, '', '/#post=999999');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { root } = threadPage(1);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(root.querySelector('[data-post-flash]')).toBeNull();
  });
});
