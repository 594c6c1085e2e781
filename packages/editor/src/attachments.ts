/**
 * File attachments (a complaint's evidence; SPEC §5 "Attachments", §7 attachment upload
 * and delete, §8 upload codes): the checks before sending, the multipart upload to the
 * upload domain with a human-verification token and the upload preset, the delete by
 * `uploadedFileHash`, and the view link. Without ProseMirror: `@casino/editor/attachments`.
 */
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  CODE_CAPTCHA,
  CODE_OK,
  CODE_UPLOAD_WRONG_TYPE,
  COMPLAINT_IMAGE_PATH,
  cachedEndpoint,
  complaints,
} from '@casino/api';
import type { UploadedAttachment } from '@casino/api';
import { call, getVerificationToken, logFailedLoad, t } from '@casino/core';
import type { UploadProblem } from './upload';

export { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES };
export type { UploadedAttachment };

/** The reCAPTCHA actions of the attachment calls. */
export const ATTACHMENT_UPLOAD_ACTION = 'uploadAttachment';
export const ATTACHMENT_DELETE_ACTION = 'deleteAttachment';
/** SPEC §7: the delete is answered by this text. */
export const DELETE_CONFIRMATION = 'OK';

const BYTES_PER_MB = 1_000_000;

export type AttachmentOutcome =
  { ok: true; attachment: UploadedAttachment } | { ok: false; problem: UploadProblem };

export interface UploadTarget {
  /** The upload domain (`https://upload.example.com`); the page's own origin when empty. */
  uploadUrl: string;
  /** The upload preset the upload domain expects. */
  uploadPreset: string;
}

/** Texts of attachments: localization key and English fallback. */
export const attachmentText = {
  wrongType: () => t('editor.attachment.wrongType', 'This file type is not allowed.'),
  tooLarge: (name: string) =>
    t('editor.attachment.tooLarge', '{name} is larger than {size} MB.', {
      name,
      size: ATTACHMENT_MAX_BYTES / BYTES_PER_MB,
    }),
  tooMany: () =>
    t('editor.attachment.tooMany', 'You can attach at most {max} files.', {
      max: ATTACHMENT_MAX_FILES,
    }),
  captcha: () =>
    t('editor.attachment.captcha', 'We could not verify that you are human. Please try again.'),
  failed: () =>
    t('editor.attachment.failed', 'The attachment could not be uploaded. Please try again.'),
  deleteFailed: (name: string) =>
    t('editor.attachment.deleteFailed', '{name} could not be removed. Please try again.', {
      name,
    }),
};

/** Which chosen files may be uploaded next to the `current` ones (SPEC §5: 5 files, 5 MB each). */
export function sortChosenFiles(current: number, files: readonly File[]) {
  const tooLarge = files.filter((file) => file.size > ATTACHMENT_MAX_BYTES);
  const fitting = files.filter((file) => file.size <= ATTACHMENT_MAX_BYTES);
  const room = Math.max(ATTACHMENT_MAX_FILES - current, 0);
  return {
    accepted: fitting.slice(0, room),
    tooLarge,
    tooMany: fitting.length > room,
  };
}

const uploadEndpoint = (uploadUrl: string) =>
  uploadUrl
    ? cachedEndpoint(`attachment-upload:${uploadUrl}`, () => ({
        ...complaints.uploadAttachment,
        path: new URL(complaints.ATTACHMENT_UPLOAD_PATH, uploadUrl).href,
      }))
    : complaints.uploadAttachment;

/** `onProgress` gets the share of the file sent, 0 to 1 (the upload then reports it). */
export async function uploadAttachment(
  file: File,
  target: UploadTarget,
  signal?: AbortSignal,
  onProgress?: (sent: number) => void,
): Promise<AttachmentOutcome> {
  if (file.size > ATTACHMENT_MAX_BYTES) return { ok: false, problem: 'SIZE' };
  try {
    const recaptchaToken = await getVerificationToken(ATTACHMENT_UPLOAD_ACTION);
    if (signal?.aborted) return { ok: false, problem: 'ABORTED' };
    const answer = await call(
      uploadEndpoint(target.uploadUrl),
      { file, recaptchaToken, uploadPreset: target.uploadPreset },
      { signal, onUploadProgress: onProgress },
    );
    if (answer.code === CODE_OK && answer.hash)
      return { ok: true, attachment: { hash: answer.hash, name: answer.name || file.name } };
    if (answer.code === CODE_UPLOAD_WRONG_TYPE) return { ok: false, problem: 'WRONG_TYPE' };
    if (answer.code === CODE_CAPTCHA) return { ok: false, problem: 'CAPTCHA' };
    return { ok: false, problem: 'FAILED' };
  } catch (error) {
    return logFailedLoad('Attachment upload', error, signal)
      ? { ok: false, problem: 'FAILED' }
      : { ok: false, problem: 'ABORTED' };
  }
}

/** Deletes an uploaded attachment; true only when the server answered OK. */
export async function deleteAttachment(hash: string): Promise<boolean> {
  try {
    const recaptchaToken = await getVerificationToken(ATTACHMENT_DELETE_ACTION);
    const answer = await call(complaints.deleteAttachment, {
      uploadedFileHash: hash,
      recaptchaToken,
    });
    return answer.trim() === DELETE_CONFIRMATION;
  } catch (error) {
    logFailedLoad('Attachment delete', error);
    return false;
  }
}

/** SPEC §7: the view link of an attachment, `{complaint image path}?hash={hash}`. */
export const attachmentViewUrl = (hash: string): string =>
  `${COMPLAINT_IMAGE_PATH}?${new URLSearchParams({ hash }).toString()}`;
