import {
  ADD_SCREENSHOT_HASH,
  DISCUSS_HASH_PARAM,
  DISCUSS_HASH_VALUE,
  POST_ANCHOR_PREFIX,
  POST_HASH_PARAM,
} from './constants';
import { idOf } from './hooks';

/** What the address's hash asks the thread page for (SPEC §2 Forum). */
export type HashTarget = { kind: 'post'; postId: number } | { kind: 'reply-box' } | null;

/**
 * `#post=12` (also among other hash parameters, `#tab=x&post=12`) and the post's own
 * anchor `#post-12` scroll to a post; `#add-screenshot` to the reply box.
 */
export function hashTarget(hash: string): HashTarget {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  if (raw.startsWith(POST_ANCHOR_PREFIX)) {
    const postId = idOf(raw.slice(POST_ANCHOR_PREFIX.length));
    if (postId !== undefined) return { kind: 'post', postId };
  }
  const params = new URLSearchParams(raw);
  const postId = idOf(params.get(POST_HASH_PARAM));
  if (postId !== undefined) return { kind: 'post', postId };
  if (params.has(ADD_SCREENSHOT_HASH)) return { kind: 'reply-box' };
  return null;
}

/** SPEC §2 Forum: `#discuss=true` (also among other hash parameters) opens the thread modal. */
export function discussRequested(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get(DISCUSS_HASH_PARAM) === DISCUSS_HASH_VALUE;
}

/** The hash without `discuss`, so that the modal does not open again on a reload. */
export function withoutDiscuss(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.delete(DISCUSS_HASH_PARAM);
  const rest = params.toString();
  return rest ? `#${rest}` : '';
}
