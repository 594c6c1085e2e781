/**
 * One image's upload and what it says about it, loaded with the member's first image
 * (Uploads.tsx): most texts have none.
 */
import { uploadImage } from './upload';
import type { UploadProblem, UploadedImage } from './upload';
import { text } from './uploadMessages';

/** SPEC §8: the refusals a member can act on keep their row; any other failure hides it. */
const ROW_MESSAGES: Partial<Record<UploadProblem, () => string>> = {
  WRONG_TYPE: text.uploadWrongType,
  SIZE: text.uploadTooLarge,
  CAPTCHA: text.uploadCaptcha,
};

export interface UploadReport {
  /** The image to insert, when it was uploaded. */
  image: UploadedImage | null;
  /** What to announce once it is over. */
  announcement: string;
  /** The row's message (the row stays), or null (the row goes). */
  rowMessage: string | null;
  /** Any other failure: the generic attachment error shows. */
  failed: boolean;
}

/** Uploads `file` and says what became of it. */
export async function uploadOne(file: File, signal: AbortSignal): Promise<UploadReport> {
  const outcome = await uploadImage(file, signal);
  if (outcome.ok) {
    return {
      image: outcome.image,
      announcement: text.uploaded(file.name),
      rowMessage: null,
      failed: false,
    };
  }
  const rowMessage = ROW_MESSAGES[outcome.problem];
  return {
    image: null,
    announcement: '',
    rowMessage: rowMessage ? rowMessage() : null,
    failed: outcome.problem === 'FAILED',
  };
}
