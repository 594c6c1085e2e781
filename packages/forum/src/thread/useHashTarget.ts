import { useEffect, useRef } from 'react';
import { hashTarget } from '../shared/hash';
import { findPost, showPost } from '../shared/page';

/**
 * SPEC §2 Forum: a post named in the address's hash (`#post=12`, `#post-12`) is scrolled
 * to (90 px below the top, for the fixed header) and highlighted for 4 s;
 * `#add-screenshot` scrolls to the reply box. Followed on load and on every hash change.
 */
export function useHashTarget(root: HTMLElement, toReplyBox: () => void) {
  const latest = useRef(toReplyBox);
  useEffect(() => {
    latest.current = toReplyBox;
  });
  useEffect(() => {
    let stop = () => {};
    const follow = () => {
      const target = hashTarget(window.location.hash);
      if (!target) return;
      if (target.kind === 'reply-box') {
        latest.current();
        return;
      }
      const post = findPost(root, target.postId);
      if (!post) return;
      stop();
      stop = showPost(post);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      stop();
    };
  }, [root]);
}
