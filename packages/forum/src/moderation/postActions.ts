import { CODE_OK, forumHooks, forumModeration as api } from '@casino/api';
import type { Endpoint } from '@casino/api';
import { call } from '@casino/core';
import { withSanitizer } from '@casino/ui';
import { HOOKS } from '../shared/hooks';
import { failedCall, leave, reasonOf, refusal } from './action';
import type { Action, Field, Outcome, SheetValues } from './action';
import { statusLabel, text } from './messages';
import { ADMIN_CHECK_STATUSES, forum } from '@casino/api';
import { POST_FLAGS, applyBan, applyPost } from './apply';

/** The post's text as it shows, for the moderator's edit in the rich-text editor. */
const postHtml = (post: HTMLElement): string => post.querySelector(HOOKS.postText)?.innerHTML ?? '';

export function postActions(root: HTMLElement, post: HTMLElement, postId: number): Action[] {
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
      const [answer, sanitizer] = await withSanitizer(call(endpoint, input, { signal }));
      if (answer.code !== CODE_OK) return refusal(answer);
      const html = htmlOf(answer);
      return {
        ok: true,
        post: applyPost(root, post, { ...answer, html: html ? sanitizer.fragment(html) : null }),
      };
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
      initial: { text: postHtml(post) },
      run: (values, signal, manualLanguageCode) =>
        postCall(
          forum.editPost,
          {
            postId,
            updatedText: values.text,
            ...reasonOf(values),
            ...(own ? {} : inform(values)),
            ...(manualLanguageCode ? { manualLanguageCode } : {}),
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
export function banActions(root: HTMLElement, post: HTMLElement): Action[] {
  const userId = Number(post.getAttribute(forumHooks.userId));
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
