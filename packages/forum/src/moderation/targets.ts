/**
 * Where the moderation menus go: one on the thread (in its actions, `[data-thread-actions]`)
 * and one on each post (in `[data-post-actions]`), also on posts the page gets later.
 */
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { forumHooks, forumModeration } from '@casino/api';
import { reportError } from '@casino/core';
import { HOOKS, idOf } from '../shared/hooks';
import { POST_FLAGS } from './apply';

export interface Target {
  kind: 'thread' | 'post';
  /** Stable while the element stays on the page. */
  key: string;
  id: number;
  root: HTMLElement;
  /** The thread root or the post. */
  element: HTMLElement;
  /** Where the menu renders (a portal). */
  host: HTMLElement;
}

const HOST_ATTRIBUTE = forumHooks.moderationMenu;

let counter = 0;
const keys = new WeakMap<HTMLElement, string>();
const keyOf = (element: HTMLElement) => {
  if (!keys.has(element)) keys.set(element, `moderation-${(counter += 1)}`);
  return keys.get(element)!;
};

/** The menu's place in `element`: made once, in its actions bar (else at its end). */
function hostIn(element: HTMLElement, actions: string): HTMLElement {
  const bar = element.querySelector<HTMLElement>(actions) ?? element;
  const existing = [...bar.children].find((child) => child.hasAttribute(HOST_ATTRIBUTE));
  if (existing) return existing as HTMLElement;
  const host = document.createElement('span');
  host.setAttribute(HOST_ATTRIBUTE, '');
  bar.append(host);
  return host;
}

function scan(root: HTMLElement): Target[] {
  const threadId = idOf(root.dataset.threadId);
  const targets: Target[] = [];
  if (threadId !== undefined)
    targets.push({
      kind: 'thread',
      key: keyOf(root),
      id: threadId,
      root,
      element: root,
      host: hostIn(root, `[${forumHooks.threadActions}]`),
    });
  root.querySelectorAll<HTMLElement>(HOOKS.post).forEach((post) => {
    const postId = idOf(post.dataset.postId);
    if (postId === undefined || post.hasAttribute(POST_FLAGS.deleted)) return;
    targets.push({
      kind: 'post',
      key: keyOf(post),
      id: postId,
      root,
      element: post,
      host: hostIn(post, `[${forumHooks.postActions}]`),
    });
  });
  return targets;
}

const same = (a: Target[], b: Target[]) =>
  a.length === b.length && a.every((target, index) => target.key === b[index]!.key);

/** The thread's and its posts' menu places, kept up as posts come, change and go. */
export function useTargets(root: HTMLElement): Target[] {
  const [targets, setTargets] = useState<Target[]>(() => scan(root));
  useEffect(() => {
    const update = () => {
      const found = scan(root);
      setTargets((current) => (same(current, found) ? current : found));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      root.querySelectorAll(`[${HOST_ATTRIBUTE}]`).forEach((host) => host.remove());
    };
  }, [root]);
  return targets;
}

const namedList = z.array(z.object({ id: z.int().check(z.gte(1)), name: z.string() }));
export type Named = z.infer<typeof namedList>[number];

/** A list the page gives a moderator on the thread root (JSON); broken or absent: none. */
function readNamed(root: HTMLElement, attribute: string): Named[] {
  const raw = root.getAttribute(attribute);
  if (!raw) return [];
  try {
    return namedList.parse(JSON.parse(raw));
  } catch {
    reportError(`Forum moderation: ${attribute} is not a list of ids and names`);
    return [];
  }
}

/** The categories a thread may move to (`data-thread-categories`). */
export const readCategories = (root: HTMLElement) => readNamed(root, forumHooks.threadCategories);
/** Who a post's check may be assigned to (`data-thread-moderators`). */
export const readModerators = (root: HTMLElement) => readNamed(root, forumHooks.threadModerators);

/** The poll's state a moderator's page gives (`data-poll-state`, JSON), or null. */
export function readPoll(poll: HTMLElement): forumModeration.PollState | null {
  const raw = poll.getAttribute(forumHooks.pollState);
  if (!raw) return null;
  try {
    return forumModeration.pollState.parse(JSON.parse(raw));
  } catch {
    reportError(`Forum moderation: ${forumHooks.pollState} is not a poll`);
    return null;
  }
}
