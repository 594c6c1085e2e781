/**
 * Uploads one image for the text (SPEC §7 POST /image/uploadImage with a human-
 * verification token) and says what became of it (SPEC §8: 600 wrong file type, 5000
 * captcha error, anything else the generic attachment error).
 */
import { CODE_CAPTCHA, CODE_OK, CODE_UPLOAD_WRONG_TYPE, uploads } from '@casino/api';
import { call, getVerificationToken, logFailedLoad } from '@casino/core';
import { checkImageFile } from './validation';

/** Why an upload did not give an image. */
export type UploadProblem = 'WRONG_TYPE' | 'SIZE' | 'CAPTCHA' | 'FAILED' | 'ABORTED';

export interface UploadedImage {
  src: string;
  srcset: string | null;
  /** The server's id of the image (a winning screenshot sends it), when it gives one. */
  imageId: number | null;
}

export type UploadOutcome =
  { ok: true; image: UploadedImage } | { ok: false; problem: UploadProblem };

const DESCRIPTOR = /^\d+(\.\d+)?[wx]$/;

/** The srcset of the sizes' variants (every key but `default` that is a width or density). */
export function srcsetOf(sizes: uploads.ImageSizes): string | null {
  const candidates = Object.entries(sizes)
    .filter(([key, url]) => key !== 'default' && DESCRIPTOR.test(key) && url)
    .map(([key, url]) => `${url} ${key}`);
  return candidates.length ? candidates.join(', ') : null;
}

/** The reCAPTCHA action of the image upload. */
export const UPLOAD_ACTION = 'uploadImage';

export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadOutcome> {
  const problem = checkImageFile(file);
  if (problem === 'TYPE') return { ok: false, problem: 'WRONG_TYPE' };
  if (problem === 'SIZE') return { ok: false, problem: 'SIZE' };
  try {
    const recaptchaToken = await getVerificationToken(UPLOAD_ACTION);
    if (signal?.aborted) return { ok: false, problem: 'ABORTED' };
    const answer = await call(uploads.uploadImage, { file, recaptchaToken }, { signal });
    if (answer.code === CODE_OK && answer.sizes?.default) {
      return {
        ok: true,
        image: {
          src: answer.sizes.default,
          srcset: srcsetOf(answer.sizes),
          imageId: answer.imageId ?? null,
        },
      };
    }
    if (answer.code === CODE_UPLOAD_WRONG_TYPE) return { ok: false, problem: 'WRONG_TYPE' };
    if (answer.code === CODE_CAPTCHA) return { ok: false, problem: 'CAPTCHA' };
    return { ok: false, problem: 'FAILED' };
  } catch (error) {
    return logFailedLoad('Image upload', error, signal)
      ? { ok: false, problem: 'FAILED' }
      : { ok: false, problem: 'ABORTED' };
  }
}
