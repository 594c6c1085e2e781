import { t } from '@casino/core';
import { IMAGE_MAX_BYTES } from './limits';

const BYTES_PER_MB = 1_000_000;

/** Texts of an image upload's outcome, loaded with the first image (see uploadOne.ts). */
export const text = {
  uploaded: (name: string) => t('editor.upload.done', '{name} was added.', { name }),
  uploadWrongType: () =>
    t(
      'editor.upload.wrongType',
      'This file type is not allowed. Choose a PNG, GIF, JPEG, BMP or ICO image.',
    ),
  uploadTooLarge: () =>
    t('editor.upload.tooLarge', 'The image is larger than {size} MB.', {
      size: IMAGE_MAX_BYTES / BYTES_PER_MB,
    }),
  uploadCaptcha: () =>
    t('editor.upload.captcha', 'We could not verify that you are human. Please try again.'),
};
