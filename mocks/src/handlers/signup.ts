/**
 * Fake signup backend (SPEC §5 signup and field rules, §7 "Login, signup, social").
 *
 * Rules of the fake:
 * - login: 3 to 30 letters, digits, dots, dashes or underscores (4010), not taken by a
 *   member in any case (4011), not the email address sent with it (4010, checked first);
 * - email: the widgets' general pattern (./email.ts, 4013), not registered by a member in any case (4012);
 * - password: at least 8 characters (4017); confirm_password must equal it (4018);
 * - agreeToTermsOfService must be true (4019);
 * - a failure names its form field in `field`;
 * - signup and signupRG refuse an address at `blocked.example` with 4014 (no field: a
 *   form message), so the refusal can be shown without a fault scenario;
 * - signup and signupRG check all of it, then create an unconfirmed member (only the
 *   password's hash is kept) and answer `authParam` and `userRegistrationId` (the
 *   member's id); signupRG never subscribes to the newsletter (the safe zone hides it);
 * - resend and email change need a known signup (`authParam` with its
 *   `userRegistrationId`), else 4021;
 * - email change: `db.signupEmailDirect` (true by default) is the permission to change
 *   the email directly; when false the new address waits in `pendingEmail` and the
 *   answer says `updateEmailInProgress: true`;
 * - `GET /frontendService/signup/confirm?authParam=...` (the link of the confirmation
 *   email, not part of the api contract) confirms the member's email, applies a
 *   pending address and answers a small HTML page.
 */
import { HttpResponse, http } from 'msw';
import {
  CODE_EMAIL_REGISTERED,
  CODE_LOGIN_TAKEN,
  CODE_OK,
  CODE_SIGNUP_REFUSED,
  signup,
} from '@casino/api';
import type { SignupForm } from '@casino/api';
import { db } from '../store/db';
import { handle } from '../handle';
import { isValidEmail } from '../email';
import { createMember, findMember } from '../store/members';
import { BUSINESS_CODES } from '../scenarios';
import { escapeHtml, html } from '../markup/html';
import type { SafeHtml } from '../markup/html';

export const SIGNUP_INVALID_LOGIN = 4010;
export const SIGNUP_INVALID_EMAIL = 4013;
export const SIGNUP_SHORT_PASSWORD = 4017;
export const SIGNUP_PASSWORDS_DIFFER = 4018;
export const SIGNUP_TERMS_REQUIRED = 4019;
export const SIGNUP_UNKNOWN = 4021;
/** Signups with an address at this domain are refused with 4014. */
export const SIGNUP_REFUSED_DOMAIN = 'blocked.example';

export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
export const SIGNUP_CONFIRM_PATH = '/frontendService/signup/confirm';

const LOGIN = /^[A-Za-z0-9._-]{3,30}$/;

/** A type, not an interface: the answers' contract is an open object. */
type Failure = {
  code: number;
  message: string;
  field: string;
};

const failure = (code: number, message: string, field: string): Failure => ({
  code,
  message,
  field,
});

function loginProblem(login: string, email?: string): Failure | null {
  // Checked first: visitors often type their email address as username.
  if (email && login.trim().toLowerCase() === email.trim().toLowerCase()) {
    return failure(SIGNUP_INVALID_LOGIN, 'Your username must not be your email address.', 'login');
  }
  if (!LOGIN.test(login)) {
    return failure(
      SIGNUP_INVALID_LOGIN,
      'Your username needs 3 to 30 letters, digits, dots, dashes or underscores.',
      'login',
    );
  }
  if (findMember(login)) {
    return failure(CODE_LOGIN_TAKEN, BUSINESS_CODES[CODE_LOGIN_TAKEN], 'login');
  }
  return null;
}

function emailProblem(email: string, field = 'email'): Failure | null {
  if (!isValidEmail(email.trim())) {
    return failure(SIGNUP_INVALID_EMAIL, 'Please enter a valid email address.', field);
  }
  const wanted = email.trim().toLowerCase();
  if (db.users.some((user) => user.email.toLowerCase() === wanted)) {
    return failure(CODE_EMAIL_REGISTERED, BUSINESS_CODES[CODE_EMAIL_REGISTERED], field);
  }
  return null;
}

function passwordProblem(password: string): Failure | null {
  return password.length < SIGNUP_PASSWORD_MIN_LENGTH
    ? failure(
        SIGNUP_SHORT_PASSWORD,
        `Your password needs at least ${SIGNUP_PASSWORD_MIN_LENGTH} characters.`,
        'password',
      )
    : null;
}

/** Every rule, in the form's order; the first failure answers. */
function formProblem(form: SignupForm): Failure | null {
  return (
    loginProblem(form.login, form.email) ??
    emailProblem(form.email) ??
    passwordProblem(form.password) ??
    (form.confirm_password === form.password
      ? null
      : failure(SIGNUP_PASSWORDS_DIFFER, 'Passwords do not match.', 'confirm_password')) ??
    (form.agreeToTermsOfService
      ? null
      : failure(
          SIGNUP_TERMS_REQUIRED,
          'Please agree to the terms of service.',
          'agreeToTermsOfService',
        ))
  );
}

const ok = (message: string) => ({ code: CODE_OK, message });

function newAuthParam(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function createAccount(form: SignupForm, newsletterAllowed: boolean) {
  const problem = formProblem(form);
  if (problem) return problem;
  if (form.email.trim().toLowerCase().endsWith(`@${SIGNUP_REFUSED_DOMAIN}`)) {
    return { code: CODE_SIGNUP_REFUSED, message: BUSINESS_CODES[CODE_SIGNUP_REFUSED] };
  }
  const member = createMember({
    login: form.login,
    email: form.email.trim(),
    password: form.password,
    subscribeToNewsletter: newsletterAllowed && form.subscribeToNewsletter,
  });
  const authParam = newAuthParam();
  db.signups.push({ authParam, userId: member.id, emailsSent: 1, pendingEmail: null });
  return {
    code: CODE_OK,
    message: 'Your account is created. Check your inbox to confirm your email.',
    authParam,
    userRegistrationId: member.id,
  };
}

function findSignup(authParam: string, userRegistrationId: number) {
  const record = db.signups.find(
    (entry) => entry.authParam === authParam && entry.userId === userRegistrationId,
  );
  const member = record && db.users.find((user) => user.id === record.userId);
  return record && member ? { record, member } : null;
}

const unknownSignup = {
  code: SIGNUP_UNKNOWN,
  message: 'We could not find your signup. Please sign up again.',
};

function page(title: string, body: SafeHtml, status = 200): Response {
  return new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body.value}</main></body></html>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

export const signupHandlers = [
  handle(signup.validateLogin, ({ login, email }) => loginProblem(login, email) ?? ok('OK')),
  handle(signup.validateEmail, ({ email }) => emailProblem(email) ?? ok('OK')),
  handle(signup.validatePassword, ({ password }) => passwordProblem(password) ?? ok('OK')),
  handle(signup.validateSignup, (form) => formProblem(form) ?? ok('OK')),
  handle(signup.signup, (form) => createAccount(form, true)),
  handle(signup.signupRG, (form) => createAccount(form, false)),
  handle(signup.signupEmailResend, ({ authParam, userRegistrationId, email }) => {
    const found = findSignup(authParam, userRegistrationId);
    const wanted = email.trim().toLowerCase();
    if (
      !found ||
      (found.member.email.toLowerCase() !== wanted &&
        found.record.pendingEmail?.toLowerCase() !== wanted)
    ) {
      return unknownSignup;
    }
    found.record.emailsSent += 1;
    return ok('Email sent.');
  }),
  handle(signup.signupEmailChange, ({ authParam, userRegistrationId, newEmail }) => {
    const found = findSignup(authParam, userRegistrationId);
    if (!found) return unknownSignup;
    const problem = emailProblem(newEmail, 'newEmail');
    if (problem) return { code: problem.code, message: problem.message };
    const email = newEmail.trim();
    found.record.emailsSent += 1;
    if (db.signupEmailDirect) {
      found.member.email = email;
      found.record.pendingEmail = null;
      return {
        code: CODE_OK,
        message: 'Your email is changed. We sent the confirmation link to the new address.',
        email,
        updateEmailInProgress: false,
      };
    }
    found.record.pendingEmail = email;
    return {
      code: CODE_OK,
      message: 'We sent a link to the new address. Your email changes once you open it.',
      email,
      updateEmailInProgress: true,
    };
  }),
  http.get(`*${SIGNUP_CONFIRM_PATH}`, ({ request }) => {
    const authParam = new URL(request.url).searchParams.get('authParam') ?? '';
    const record = db.signups.find((entry) => entry.authParam === authParam);
    const member = record && db.users.find((user) => user.id === record.userId);
    if (!record || !member) {
      return page(
        'This confirmation link is not valid',
        html`<p>The link is unknown or was already replaced by a newer one.</p>`,
        404,
      );
    }
    member.emailConfirmed = true;
    if (record.pendingEmail) member.email = record.pendingEmail;
    record.pendingEmail = null;
    return page(
      'Your email is confirmed',
      html`<p>Welcome, ${member.userName}. You can log in now.</p>
        <p><a href="/?showLoginModal=1">Log in</a></p>`,
    );
  }),
];
