/**
 * The signup's server calls (SPEC §7) turned into outcomes the form shows: code 200 is
 * success, any other code carries the server's message; a failed request gives the error
 * response's message or, for network and contract failures, none (the form then shows
 * its generic text). Passwords are sent, never logged.
 */
import { CODE_OK, signup } from '@casino/api';
import type { Endpoint } from '@casino/api';
import { messageOf, send as sendCall } from '../shared/send';

export type Failure = {
  ok: false;
  /** The business code; absent when the request itself failed. */
  code?: number;
  /** The server's message; null when there is none (the caller shows its own text). */
  message: string | null;
  /** The form field a failed check is about, when the server names one. */
  field?: string;
};

export type Outcome<T = object> = ({ ok: true } & T) | Failure;

interface Answer {
  code: number;
  message?: string | null;
  field?: string | null;
}

async function send<Req, Res extends Answer>(
  endpoint: Endpoint<Req, Res, unknown>,
  input: Req,
  signal?: AbortSignal,
): Promise<Outcome<{ answer: Res }>> {
  const sent = await sendCall(endpoint, input, signal);
  if (sent.failed) return { ok: false, message: sent.message };
  const { answer } = sent;
  if (answer.code === CODE_OK) return { ok: true, answer };
  const failure: Failure = { ok: false, code: answer.code, message: messageOf(answer) };
  if (answer.field) failure.field = answer.field;
  return failure;
}

/** SPEC §5: the login check also sends the email. */
export const checkLogin = (login: string, email: string, signal?: AbortSignal) =>
  send(signup.validateLogin, email ? { login, email } : { login }, signal);

export const checkEmail = (email: string, signal?: AbortSignal) =>
  send(signup.validateEmail, { email }, signal);

export const checkPassword = (password: string, signal?: AbortSignal) =>
  send(signup.validatePassword, { password }, signal);

export const validateSignup = (input: signup.ValidateSignupRequest, signal?: AbortSignal) =>
  send(signup.validateSignup, input, signal);

/** SPEC §6/§7: the safe zone has its own signup endpoint. */
export const createAccount = (input: signup.SignupRequest, signal?: AbortSignal) =>
  send(input.safeZone ? signup.signupRG : signup.signup, input, signal);

export const resendEmail = (input: signup.SignupEmailResendRequest, signal?: AbortSignal) =>
  send(signup.signupEmailResend, input, signal);

export const changeEmail = (input: signup.SignupEmailChangeRequest, signal?: AbortSignal) =>
  send(signup.signupEmailChange, input, signal);
