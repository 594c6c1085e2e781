/**
 * The thread's toggle buttons (SPEC §3 Like, Thread follow; §8 "Failed like: reverted"):
 * post like, thread like and the follow switch. The button flips at once (aria-pressed
 * and its count); the answer's `html`, the button as the server shows it now, then takes
 * its place. A refusal or a failed call puts the button back as it was; a refusal's
 * message (SPEC §6 "Banned users (5019, 5020) see the ban message", 8200) shows beside
 * the button (`[data-toggle-error]`, role alert) until its next use.
 */
import {
  BANNED_CODES,
  CODE_LOGIN_REQUIRED,
  CODE_OK,
  forum,
  forumHooks,
  pageHooks,
} from '@casino/api';
import { call, emit } from '@casino/core';
import { withCleanHtml } from '@casino/ui';
import { HOOKS, idOf } from '../shared/hooks';
import { text } from '../messages';
import { replaceWithServerHtml } from '../shared/page';

export type ToggleResult = 'done' | 'login' | 'refused' | 'failed' | 'ignored';

interface ToggleAnswer {
  code: number;
  message?: string | null;
  html?: DocumentFragment | null;
}

const REFUSAL = forumHooks.toggleError;

/** The place of a button's refusal: after the actions around it (a post's, the thread's). */
const placeOf = (button: HTMLElement): Element =>
  button.closest(`[${forumHooks.postActions}], [${forumHooks.threadActions}]`) ?? button;

function clearRefusal(button: HTMLElement) {
  const place = placeOf(button);
  if (place.nextElementSibling?.hasAttribute(REFUSAL)) place.nextElementSibling.remove();
}

function showRefusal(button: HTMLElement, answer: ToggleAnswer) {
  const note = document.createElement('p');
  note.className = 'cw-forum-thread__toggle-error';
  note.setAttribute(REFUSAL, '');
  note.setAttribute('role', 'alert');
  note.textContent =
    answer.message || (BANNED_CODES.includes(answer.code) ? text.banned() : text.genericError());
  placeOf(button).after(note);
}

interface Toggle {
  /** The hook of the button (to find it in the answer's HTML). */
  hook: string;
  /** The count inside the button. */
  count: string;
  send: (pressed: boolean) => Promise<ToggleAnswer>;
}

const busy = new WeakSet<HTMLElement>();

function show(button: HTMLElement, count: string, pressed: boolean, shown: string | null) {
  button.setAttribute('aria-pressed', String(pressed));
  if (button.hasAttribute(pageHooks.liked)) button.setAttribute(pageHooks.liked, String(pressed));
  const counter = button.querySelector(count);
  if (counter && shown !== null) counter.textContent = shown;
}

async function toggle(button: HTMLElement, { hook, count, send }: Toggle): Promise<ToggleResult> {
  if (busy.has(button)) return 'ignored';
  busy.add(button);
  clearRefusal(button);
  const was = button.getAttribute('aria-pressed') === 'true';
  const before = button.querySelector(count)?.textContent ?? null;
  const number = Number(before);
  const after = before !== null && Number.isFinite(number) ? number + (was ? -1 : 1) : null;
  show(button, count, !was, after === null ? null : String(Math.max(0, after)));
  button.setAttribute('aria-busy', 'true');
  const revert = () => show(button, count, was, before);
  try {
    const answer = await send(!was);
    if (answer.code === CODE_OK) {
      if (answer.html) replaceWithServerHtml(button, answer.html, hook);
      return 'done';
    }
    revert();
    if (answer.code === CODE_LOGIN_REQUIRED) return 'login';
    showRefusal(button, answer);
    return 'refused';
  } catch {
    revert();
    return 'failed';
  } finally {
    button.removeAttribute('aria-busy');
    busy.delete(button);
  }
}

/** A post's or the thread's like button (`[data-item-id]`). */
export function toggleLike(button: HTMLElement): Promise<ToggleResult> {
  const itemId = idOf(button.dataset.itemId);
  if (itemId === undefined) return Promise.resolve('ignored');
  const thread = button.matches(HOOKS.threadLike);
  return toggle(button, {
    hook: thread ? HOOKS.threadLike : HOOKS.postLike,
    count: HOOKS.likeCount,
    send: (liked) =>
      withCleanHtml(call(thread ? forum.likeThread : forum.likePost, { itemId, liked })),
  });
}

/** The thread's follow switch. */
export function toggleFollow(button: HTMLElement, threadId: number): Promise<ToggleResult> {
  return toggle(button, {
    hook: HOOKS.threadFollow,
    count: HOOKS.followersCount,
    send: async (follow) => {
      const answer = await withCleanHtml(call(forum.followThread, { threadId, follow }));
      if (answer.code === CODE_OK) emit('forum:follow', { threadId, follow });
      return answer;
    },
  });
}
