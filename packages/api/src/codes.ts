/**
 * The business codes an answer carries in its `code` field (SPEC §3, §4, §7, §8), defined
 * once for the widgets and the fake backend. Codes SPEC.md does not name (the newsletter's
 * refusals) are the fake backend's, chosen where the README says.
 */

/** Every call: success. */
export const CODE_OK = 200;

/** Social login: the provider service is unavailable (shown as a login error). */
export const CODE_SERVICE_UNAVAILABLE = 503;
/** Uploads: wrong file type. */
export const CODE_UPLOAD_WRONG_TYPE = 600;

/** Newsletter (fake backend's choice): invalid email, legal age not confirmed, already subscribed. */
export const CODE_NEWSLETTER_INVALID_EMAIL = 4001;
export const CODE_NEWSLETTER_NOT_ALLOWED = 4002;
export const CODE_NEWSLETTER_ALREADY_SUBSCRIBED = 4003;
/** Newsletter settings, unsubscribe, reactivation (fake backend's choice): the email link is unknown or used up. */
export const CODE_EMAIL_LINK_INVALID = 4005;
/** Language form (fake backend's choice): the language or country is not offered. */
export const CODE_LANGUAGE_NOT_OFFERED = 4006;
/** Login check (fake backend's choice): the password does not match. */
export const CODE_LOGIN_CHECK_FAILED = 4007;

/** Signup and social completion: the username is taken, the email is registered (red error). */
export const CODE_LOGIN_TAKEN = 4011;
export const CODE_EMAIL_REGISTERED = 4012;
/** Signup refused (red message). */
export const CODE_SIGNUP_REFUSED = 4014;

/** Login: the member is banned (4015, 4016, 5019, 5020 all put the form in the banned state). */
export const CODE_BANNED = 5019;
export const BANNED_CODES: readonly number[] = [CODE_BANNED, 5020, 4015, 4016];

/** Human verification failed (uploads' captcha error). */
export const CODE_CAPTCHA = 5000;
/** Login: the email is not confirmed yet; the error offers to resend it. */
export const CODE_EMAIL_UNCONFIRMED = 5103;
export const EMAIL_UNCONFIRMED_CODES: readonly number[] = [CODE_EMAIL_UNCONFIRMED, 5104];

/** Social login: a username is needed to finish the signup. */
export const CODE_SOCIAL_USERNAME_NEEDED = 5129;
/** Social login: the provider's token was refused. */
export const CODE_SOCIAL_TOKEN_INVALID = 5125;
/** Social login failures shown as a login error. */
export const SOCIAL_ERROR_CODES: readonly number[] = [
  5130,
  CODE_SERVICE_UNAVAILABLE,
  CODE_SOCIAL_TOKEN_INVALID,
];

/** Login required: a message with a link that opens the login/signup dialog. */
export const CODE_LOGIN_REQUIRED = 7000;
/**
 * The member may not do this: change someone else's review or post, reply or post on
 * behalf of a casino they do not represent (the fake backend's choice: SPEC.md names no
 * code for it).
 */
export const CODE_NOT_ALLOWED = 7001;
/** A form error shown in the form. */
export const CODE_FORM_ERROR = 8200;
/** The text's language could not be detected: the language chooser. */
export const CODE_LANGUAGE_UNDETECTED = 8209;
/** The post waits for review: the pending-review modal, and the editor cleared. */
export const CODE_POST_PENDING_REVIEW = 8214;
