import { t } from '@casino/core';
import { EDITOR_MAX_IMAGES, IMAGE_MAX_BYTES } from './limits';

const BYTES_PER_MB = 1_000_000;

/** Texts of the editor: localization key and English fallback. */
export const text = {
  toolbar: () => t('editor.toolbar', 'Formatting'),
  bold: () => t('editor.bold', 'Bold'),
  italic: () => t('editor.italic', 'Italic'),
  bulletList: () => t('editor.bulletList', 'Bulleted list'),
  orderedList: () => t('editor.orderedList', 'Numbered list'),
  quote: () => t('editor.quote', 'Quote'),
  link: () => t('editor.link', 'Link'),
  image: () => t('editor.image', 'Image'),
  video: () => t('editor.video', 'Video'),
  undo: () => t('editor.undo', 'Undo'),
  redo: () => t('editor.redo', 'Redo'),
  shortcut: (label: string, keys: string) =>
    t('editor.shortcut', '{label} ({keys})', { label, keys }),

  videoTitle: () => t('editor.videoTitle', 'Embedded video'),

  counter: (length: number, max: number) => t('editor.counter', '{length}/{max}', { length, max }),
  counterLabel: (length: number, max: number) =>
    t('editor.counterLabel', '{length} of {max} characters', { length, max }),

  errorEmpty: () => t('editor.error.empty', 'Please write something first.'),
  errorMaxCharacters: (max: number) =>
    t('editor.error.maxCharacters', 'Your text is longer than {max} characters.', { max }),
  errorMaxImages: () =>
    t('editor.error.maxImages', 'You can add at most {max} images.', { max: EDITOR_MAX_IMAGES }),

  uploading: (name: string) => t('editor.upload.progress', 'Uploading {name}…', { name }),
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
  uploadFailed: () =>
    t('editor.upload.failed', 'The attachment could not be uploaded. Please try again.'),
};
