import { CODE_OK, forumHooks, forumModeration as api } from '@casino/api';
import type { Endpoint } from '@casino/api';
import { call } from '@casino/core';
import { withCleanHtml } from '@casino/ui';
import { HOOKS } from '../shared/hooks';
import { failedCall, leave, reasonOf, refusal } from './action';
import type { Action, Field, Outcome, SheetValues } from './action';
import { text } from './messages';
import { replaceWithServerHtml } from '../shared/page';
import { THREAD_FLAGS, applyThreadState } from './apply';
import { readPoll } from './targets';

/** The thread's actions, read from its root as it is now. */
export function threadActions(root: HTMLElement, threadId: number): Action[] {
  const has = (name: string) => root.hasAttribute(name);
  const own = has(THREAD_FLAGS.own);
  // SPEC §6 "Admins editing their own content get no admin-update block": no reason asked
  // on one's own thread (nobody else to inform either).
  const reasonFields: Field[] = own ? [] : ['reason', 'inform'];
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
      fields: ['title', ...reasonFields],
      initial: {
        title: root.querySelector(`[${forumHooks.threadTitle}]`)?.textContent?.trim() ?? '',
      },
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
          root
            .querySelector(`[${forumHooks.threadCategory}]`)
            ?.getAttribute(forumHooks.threadCategory) ?? '',
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
          const answer = await withCleanHtml(
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
