/**
 * Every moderation action of a thread and of a post (SPEC §3, §6, §7 "Forum"): its label
 * for the current state, the fields of its sheet (none: it acts at once from the menu),
 * its call and what its answer changes on the page.
 */
import {
  ADMIN_CHECK_STATUSES,
  CODE_OK,
  REASON_OTHER,
  forum,
  forumModeration as api,
} from '@casino/api';
import type { BanPeriod, Endpoint, ModerationReason } from '@casino/api';
import { RequestError, call } from '@casino/core';
import { HOOKS } from '../hooks';
import { replaceWithServerHtml } from '../page';
import { withSanitizer } from '../sanitizer';
import { textToHtml } from '../textHtml';
import { POST_FLAGS, THREAD_FLAGS, applyBan, applyPost, applyThreadState } from './apply';
import { statusLabel, text } from './messages';
import type { PollValues } from './PollEditor';
import { readPoll } from './targets';
import type { Target } from './targets';

/** The fields of a sheet, always in this order (SPEC §3 field order). */
export const FIELD_ORDER = [
  'title',
  'category',
  'poll',
  'text',
  'target',
  'dontInclude',
  'banPeriod',
  'reason',
  'explanationForUser',
  'inform',
  'assignee',
] as const;
export type Field = (typeof FIELD_ORDER)[number];

export interface SheetValues {
  title: string;
  category: string;
  text: string;
  target: { id: number; title: string } | null;
  dontInclude: boolean;
  reason: ModerationReason | '';
  /** Shown and required only with the reason OTHER. */
  explanation: string;
  explanationForUser: string;
  inform: boolean;
  /** A moderator's id, or '' for nobody. */
  assignee: string;
  banPeriod: BanPeriod | '';
  poll: PollValues | null;
}

export const EMPTY_VALUES: SheetValues = {
  title: '',
  category: '',
  text: '',
  target: null,
  dontInclude: false,
  reason: '',
  explanation: '',
  explanationForUser: '',
  inform: false,
  assignee: '',
  banPeriod: '',
  poll: null,
};

/** What an action did: the post now on the page (focus goes to its menu), or a message. */
export type Outcome =
  { ok: true; post?: HTMLElement | null; leaving?: boolean } | { ok: false; message: string };

export interface Action {
  id: string;
  label: string;
  /** Empty: the action runs at once from the menu. */
  fields: Field[];
  initial?: Partial<SheetValues>;
  /** A destructive action: the confirm button says so. */
  danger?: boolean;
  /** One of a group of choices (the admin check status): whether it is the active one. */
  checked?: boolean;
  run: (values: SheetValues, signal: AbortSignal) => Promise<Outcome>;
}

const failedCall = (error: unknown): Outcome => {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return {
    ok: false,
    message: (error instanceof RequestError && error.serverMessage) || text.failed(),
  };
};

const refusal = (answer: { code: number; message?: string | null | undefined }): Outcome => ({
  ok: false,
  message: answer.message || text.failed(),
});

const reasonOf = (values: SheetValues) =>
  values.reason
    ? {
        reason: values.reason,
        explanation: values.reason === REASON_OTHER ? values.explanation.trim() : undefined,
      }
    : {};

const leave = (link: string): Outcome => {
  window.location.assign(link);
  return { ok: true, leaving: true };
};

function threadActions(root: HTMLElement, threadId: number): Action[] {
  const has = (name: string) => root.hasAttribute(name);
  const own = has(THREAD_FLAGS.own);
  const reasonFields: Field[] = ['reason', 'inform'];
  const threadCall = async <Req, Wire>(
    endpoint: Endpoint<Req, api.ThreadAnswer, Wire>,
    input: Req,
    signal: AbortSignal,
  ): Promise<Outcome> => {
    try {
      const answer = await call(endpoint, input, { signal });
      if (answer.code !== CODE_OK || !answer.thread) return refusal(answer);
      applyThreadState(root, answer.thread);
      return { ok: true };
    } catch (error) {
      return failedCall(error);
    }
  };
  const inform = (values: SheetValues) => ({ informThreadAuthorByEmail: values.inform });
  const toggle = (
    id: string,
    on: boolean,
    labels: [string, string],
    send: (signal: AbortSignal) => Promise<Outcome>,
  ): Action => ({ id, label: on ? labels[1] : labels[0], fields: [], run: (_, s) => send(s) });

  const locked = has(THREAD_FLAGS.locked);
  const actions: Action[] = [
    {
      id: 'edit-title',
      label: text.editTitle(),
      // SPEC §6: no admin-update block on one's own thread.
      fields: own ? ['title'] : ['title', ...reasonFields],
      initial: { title: root.querySelector('[data-thread-title]')?.textContent?.trim() ?? '' },
      run: (values, signal) =>
        threadCall(
          api.editTitle,
          { threadId, newTitle: values.title.trim(), ...reasonOf(values), ...inform(values) },
          signal,
        ),
    },
    {
      id: 'change-category',
      label: text.changeCategory(),
      fields: ['category', ...reasonFields],
      initial: {
        category:
          root.querySelector('[data-thread-category]')?.getAttribute('data-thread-category') ?? '',
      },
      run: (values, signal) =>
        threadCall(
          api.changeCategory,
          {
            threadId,
            newCategoryId: Number(values.category),
            ...reasonOf(values),
            ...inform(values),
          },
          signal,
        ),
    },
    locked
      ? toggle('unlock', true, [text.lock(), text.unlock()], (signal) =>
          threadCall(api.lockThread, { threadId, locked: false }, signal),
        )
      : {
          id: 'lock',
          label: text.lock(),
          fields: reasonFields,
          run: (values, signal) =>
            threadCall(
              api.lockThread,
              { threadId, locked: true, ...reasonOf(values), ...inform(values) },
              signal,
            ),
        },
    toggle('pin', has(THREAD_FLAGS.pinned), [text.pinThread(), text.unpinThread()], (signal) =>
      threadCall(api.pinThread, { threadId, pinned: !has(THREAD_FLAGS.pinned) }, signal),
    ),
    toggle(
      'winning-screenshots',
      has(THREAD_FLAGS.winningScreenshotsEnabled),
      [text.screenshotsOn(), text.screenshotsOff()],
      (signal) =>
        threadCall(
          api.winningScreenshots,
          { threadId, winningScreenshotsEnabled: !has(THREAD_FLAGS.winningScreenshotsEnabled) },
          signal,
        ),
    ),
    toggle(
      'follow',
      !has(THREAD_FLAGS.followDisabled),
      [text.followOn(), text.followOff()],
      (signal) =>
        threadCall(
          api.disableFollow,
          { threadId, followEnabled: has(THREAD_FLAGS.followDisabled) },
          signal,
        ),
    ),
  ];
  if (root.querySelector(HOOKS.poll))
    actions.push(
      toggle(
        'poll-homepage',
        has(THREAD_FLAGS.pollOnForumHomepage),
        [text.pollHomeOn(), text.pollHomeOff()],
        (signal) =>
          threadCall(
            api.pollOnForumHomepage,
            { threadId, pollOnForumHomepage: !has(THREAD_FLAGS.pollOnForumHomepage) },
            signal,
          ),
      ),
    );
  const poll = root.querySelector<HTMLElement>(HOOKS.poll);
  const pollState = poll && readPoll(poll);
  if (poll && pollState)
    actions.push({
      id: 'edit-poll',
      label: text.editPoll(),
      fields: ['poll'],
      initial: {
        poll: {
          question: pollState.question,
          options: pollState.options.map((option, key) => ({ ...option, key })),
          locked: pollState.locked,
          votingPrivate: pollState.votingPrivate,
          translateAllOptions: pollState.translateAllOptions,
        },
      },
      run: async (values, signal) => {
        const edited = values.poll!;
        try {
          const answer = await withSanitizer(
            call(
              api.editPoll,
              {
                threadId,
                pollQuestion: edited.question.trim(),
                pollOptions: edited.options
                  .filter((option) => option.name.trim())
                  .map(({ id, name }) => ({ id, name: name.trim() })),
                pollLocked: edited.locked,
                votingPrivate: edited.votingPrivate,
                translateAllOptions: edited.translateAllOptions,
              },
              { signal },
            ),
          );
          if (answer.code !== CODE_OK || !answer.html) return refusal(answer);
          replaceWithServerHtml(poll, answer.html, HOOKS.poll);
          return { ok: true };
        } catch (error) {
          return failedCall(error);
        }
      },
    });
  actions.push({
    id: 'delete-thread',
    label: text.deleteThread(),
    fields: reasonFields,
    danger: true,
    run: async (values, signal) => {
      try {
        const answer = await call(
          api.deleteThread,
          { threadId, ...reasonOf(values), ...inform(values) },
          { signal },
        );
        return answer.code === CODE_OK && answer.link ? leave(answer.link) : refusal(answer);
      } catch (error) {
        return failedCall(error);
      }
    },
  });
  return actions;
}

/** The post's text as plain lines, for the moderator's edit. */
function plainText(post: HTMLElement): string {
  const body = post.querySelector(HOOKS.postText);
  if (!body) return '';
  const blocks = [...body.children].map((child) => child.textContent?.trim() ?? '');
  return (blocks.length ? blocks : [body.textContent?.trim() ?? '']).join('\n');
}

function postActions(root: HTMLElement, post: HTMLElement, postId: number): Action[] {
  const has = (name: string) => post.hasAttribute(name);
  const own = has(POST_FLAGS.own);
  /** A post call; `htmlOf` reads the post's new HTML (`html`, or `content`). */
  const postCall = async <Req, Res extends api.ContentAnswer | api.PostAnswer, Wire>(
    endpoint: Endpoint<Req, Res, Wire>,
    input: Req,
    signal: AbortSignal,
    htmlOf: (answer: Res) => string | null | undefined = (answer) =>
      (answer as api.PostAnswer).html,
  ): Promise<Outcome> => {
    try {
      const answer = await withSanitizer(call(endpoint, input, { signal }));
      if (answer.code !== CODE_OK) return refusal(answer);
      return { ok: true, post: applyPost(root, post, { ...answer, html: htmlOf(answer) }) };
    } catch (error) {
      return failedCall(error);
    }
  };
  const inform = (values: SheetValues) => ({ informPostAuthorByEmail: values.inform });
  const deleteFields: Field[] = ['reason', 'explanationForUser', 'inform'];
  const remove = (withoutTrace: boolean) => (values: SheetValues, signal: AbortSignal) =>
    postCall(
      withoutTrace ? api.deletePostWithoutTrace : api.deletePost,
      {
        postId,
        ...reasonOf(values),
        explanationForUser: values.explanationForUser.trim() || undefined,
        ...inform(values),
        deleteWithoutTrace: withoutTrace,
      },
      signal,
    );
  const hidden = has(POST_FLAGS.hidden);
  const pinned = has(POST_FLAGS.pinned);
  const status = post.getAttribute(POST_FLAGS.adminStatus);
  // SPEC §4: clicking the active status clears it.
  const statuses: Action[] = ADMIN_CHECK_STATUSES.map((value) => ({
    id: `status-${value}`,
    label: text.adminStatus(statusLabel(value)),
    fields: [],
    checked: status === value,
    run: (_, signal) =>
      postCall(
        api.postAdminStatus,
        { postId, forumPostAdminCheckStatus: status === value ? null : value },
        signal,
        (answer) => answer.content,
      ),
  }));
  return [
    {
      id: 'edit-post',
      label: text.editPost(),
      fields: own ? ['text'] : ['text', 'reason', 'inform'],
      initial: { text: plainText(post) },
      run: (values, signal) =>
        postCall(
          forum.editPost,
          {
            postId,
            updatedText: textToHtml(values.text),
            ...reasonOf(values),
            ...(own ? {} : inform(values)),
          },
          signal,
        ),
    },
    {
      id: 'delete-post',
      label: text.deletePost(),
      fields: deleteFields,
      danger: true,
      run: remove(false),
    },
    {
      id: 'delete-without-trace',
      label: text.deleteWithoutTrace(),
      fields: deleteFields,
      danger: true,
      run: remove(true),
    },
    hidden
      ? {
          id: 'show',
          label: text.showPost(),
          fields: [],
          run: (_, signal) => postCall(api.hidePost, { postId, hidden: false }, signal),
        }
      : {
          id: 'hide',
          label: text.hidePost(),
          fields: deleteFields,
          run: (values, signal) =>
            postCall(
              api.hidePost,
              {
                postId,
                hidden: true,
                ...reasonOf(values),
                explanationForUser: values.explanationForUser.trim() || undefined,
                ...inform(values),
              },
              signal,
            ),
        },
    {
      id: 'move-post',
      label: text.movePost(),
      fields: ['target', 'dontInclude', 'inform'],
      run: async (values, signal) => {
        try {
          const answer = await call(
            api.movePost,
            {
              postId,
              newThreadId: values.target?.id ?? 0,
              ...inform(values),
              dontIncludeReplyOrQuotation: values.dontInclude,
            },
            { signal },
          );
          return answer.code === CODE_OK && answer.link ? leave(answer.link) : refusal(answer);
        } catch (error) {
          return failedCall(error);
        }
      },
    },
    {
      id: pinned ? 'unpin-post' : 'pin-post',
      label: pinned ? text.unpinPost() : text.pinPost(),
      fields: [],
      run: (_, signal) => postCall(api.pinPost, { postId, pinned: !pinned }, signal),
    },
    ...statuses,
    {
      id: 'assign',
      label: text.assign(),
      fields: ['assignee'],
      initial: { assignee: post.getAttribute(POST_FLAGS.assignee) ?? '' },
      run: (values, signal) =>
        postCall(
          api.postAdminAssignee,
          { postId, forumPostAssignee: values.assignee ? Number(values.assignee) : null },
          signal,
          (answer) => answer.content,
        ),
    },
  ];
}

/** SPEC §4 "Ban set/cancel" of a post's author (not of oneself). */
function banActions(root: HTMLElement, post: HTMLElement): Action[] {
  const userId = Number(post.getAttribute('data-user-id'));
  if (!Number.isInteger(userId) || userId < 1 || post.hasAttribute(POST_FLAGS.own)) return [];
  const banned = post.hasAttribute(POST_FLAGS.authorBanned);
  const send = async (input: api.BanRequest, signal: AbortSignal): Promise<Outcome> => {
    try {
      const answer = await call(api.banUser, input, { signal });
      if (answer.code !== CODE_OK || answer.banned === undefined) return refusal(answer);
      applyBan(root, userId, answer.banned);
      return { ok: true, post };
    } catch (error) {
      return failedCall(error);
    }
  };
  return [
    banned
      ? {
          id: 'unban',
          label: text.unban(),
          fields: [],
          run: (_, signal) => send({ userId, banned: false }, signal),
        }
      : {
          id: 'ban',
          label: text.ban(),
          fields: ['banPeriod', 'reason'],
          danger: true,
          run: (values, signal) =>
            send(
              {
                userId,
                banned: true,
                banPeriod: values.banPeriod || undefined,
                ...reasonOf(values),
              },
              signal,
            ),
        },
  ];
}

/** The actions of a menu, read from the page as it is now. */
export function actionsFor(target: Target): Action[] {
  return target.kind === 'thread'
    ? threadActions(target.root, target.id)
    : [
        ...postActions(target.root, target.element, target.id),
        ...banActions(target.root, target.element),
      ];
}
