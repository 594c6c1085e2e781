import { t } from '@casino/core';
import { EDITOR_MAX_IMAGES } from './limits';

/** Texts of the editor: localization key and English fallback (an upload's: uploadMessages.ts). */
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
  uploadFailed: () =>
    t('editor.upload.failed', 'The attachment could not be uploaded. Please try again.'),
};
