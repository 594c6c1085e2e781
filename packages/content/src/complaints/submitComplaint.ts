import { CODE_LOGIN_REQUIRED, CODE_OK, complaints } from '@casino/api';
import type { CreateComplaintRequest } from '@casino/api';
import { call, getVerificationToken, reportError } from '@casino/core';
import { text } from './messages';

export const COMPLAINT_ACTION = 'createComplaint';

export type SubmitOutcome =
  { ok: true; link: string | null } | { ok: false; loginRequired: boolean; message: string };

/** Sends the complaint; SPEC §8: a refusal's message in the form, 7000 asks to log in. */
export async function submitComplaint(
  fields: Omit<CreateComplaintRequest, 'recaptchaToken'>,
): Promise<SubmitOutcome> {
  try {
    const recaptchaToken = await getVerificationToken(COMPLAINT_ACTION);
    const answer = await call(complaints.createComplaint, { ...fields, recaptchaToken });
    if (answer.code === CODE_OK) return { ok: true, link: answer.link ?? null };
    return {
      ok: false,
      loginRequired: answer.code === CODE_LOGIN_REQUIRED,
      message: answer.message || text.genericError(),
    };
  } catch (error) {
    reportError(`Complaint failed: ${String(error)}`);
    return { ok: false, loginRequired: false, message: text.genericError() };
  }
}

/** The text typed before the editor came, as the editor's paragraphs (built, never concatenated). */
export function paragraphsHtml(plain: string): string {
  const holder = document.createElement('div');
  for (const line of plain.split('\n')) {
    if (!line.trim()) continue;
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    holder.append(paragraph);
  }
  return holder.innerHTML;
}
