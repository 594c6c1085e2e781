/**
 * The fake backend's email rule: the same general pattern as the widgets' `isEmail`
 * (packages/core/src/validation.ts, SPEC §5: a dot-atom or quoted local part,
 * international letters in both parts, a top-level part of two letters or more, at most
 * 254 characters). The fake backend may import @casino/api but not core, so the rule is
 * mirrored here; packages/auth/src/signup/emailRule.test.ts checks that the widgets and
 * both fake endpoints (signup's email check, the newsletter signup) agree on a list of
 * addresses.
 */
const LOCAL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = `(?:${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*|"(?:[^"\\\\\\r\\n]|\\\\.)+")`;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+\\p{L}{2,}$`, 'u');

/** Longest address a mail server accepts (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
