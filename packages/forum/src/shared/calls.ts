/**
 * Starting a thread, posting and editing (SPEC §7 POST /frontendService/thread, POST and
 * PUT /frontendService/post) and what an answer means for the form, by code (SPEC §8).
 */
import {
  CODE_LANGUAGE_UNDETECTED,
  CODE_LOGIN_REQUIRED,
  CODE_OK,
  CODE_POST_PENDING_REVIEW,
  forum,
} from '@casino/api';
import type { CreatePostRequest, CreateThreadRequest, EditPostRequest } from '@casino/api';
import { call, errorText } from '@casino/core';
import { withCleanHtml } from '@casino/ui';
import type { WithCleanHtml } from '@casino/ui';
import { text } from '../messages';

/** A post's answer, its HTML cleaned (ui's `withCleanHtml`). */
export type PostAnswer = WithCleanHtml<forum.PostAnswer>;
export type ThreadAnswer = forum.CreateThreadAnswer;

/** What outcomeOf reads of an answer: the code, the message and the 8209 guess. */
interface CodedAnswer {
  code: number;
  message?: string | null;
  automaticallyDetectedLanguageCode?: string | null;
}

export type SendOutcome<A = PostAnswer> =
  | { kind: 'posted'; answer: A }
  /** 7000: the login-required message with a way to the login dialog. */
  | { kind: 'login'; message: string | null }
  /** 8209: the language chooser, the server's guess preselected. */
  | { kind: 'language'; detected: string | null }
  /** 8214: held for review. */
  | { kind: 'pending' }
  /** 8200, any other code, or a failed call: a message in the form; the text stays. */
  | { kind: 'error'; message: string };

export function outcomeOf<A extends CodedAnswer>(answer: A): SendOutcome<A> {
  switch (answer.code) {
    case CODE_OK:
      return { kind: 'posted', answer };
    case CODE_LOGIN_REQUIRED:
      return { kind: 'login', message: answer.message ?? null };
    case CODE_LANGUAGE_UNDETECTED:
      return { kind: 'language', detected: answer.automaticallyDetectedLanguageCode ?? null };
    case CODE_POST_PENDING_REVIEW:
      return { kind: 'pending' };
    default:
      return { kind: 'error', message: answer.message || text.genericError() };
  }
}

/**
 * A failed call (network, HTTP, an answer that breaks the contract): the error to show,
 * the server's message when it gave one, else `fallback`.
 */
export function failureOf(
  error: unknown,
  fallback: string = text.sendFailed(),
): SendOutcome<never> {
  return { kind: 'error', message: errorText(error, fallback) };
}

async function send<A extends CodedAnswer>(
  request: () => Promise<A>,
  signal: AbortSignal,
  failed?: string,
): Promise<SendOutcome<A>> {
  try {
    return outcomeOf(await request());
  } catch (error) {
    if (signal.aborted) throw error;
    return failureOf(error, failed);
  }
}

export const createPost = (input: CreatePostRequest, signal: AbortSignal) =>
  send(() => withCleanHtml(call(forum.createPost, input, { signal })), signal);

export const editPost = (input: EditPostRequest, signal: AbortSignal) =>
  send(() => withCleanHtml(call(forum.editPost, input, { signal })), signal);

/** SPEC §7 POST /frontendService/thread: the answer carries no HTML, only the thread's link. */
export const createThread = (input: CreateThreadRequest, signal: AbortSignal) =>
  send(() => call(forum.createThread, input, { signal }), signal, text.threadFailed());
