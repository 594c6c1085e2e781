/**
 * The general email pattern of SPEC §5: a dot-atom or quoted local part, international
 * letters allowed in both parts, a domain with a top-level part of two letters or more.
 * The server validates again; this only spares a round trip for obvious typos.
 */
const LOCAL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = `(?:${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*|"(?:[^"\\\\\\r\\n]|\\\\.)+")`;
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+\\p{L}{2,}$`, 'u');

/** Longest address a mail server accepts (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
