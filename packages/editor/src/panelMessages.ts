import { t } from '@casino/core';

/** Texts of the link and video address form, which loads on its first use. */
export const panelText = {
  linkAddress: () => t('editor.linkAddress', 'Link address'),
  videoAddress: () => t('editor.videoAddress', 'YouTube or Vimeo link'),
  apply: () => t('editor.apply', 'Apply'),
  removeLink: () => t('editor.removeLink', 'Remove link'),
  cancel: () => t('editor.cancel', 'Cancel'),
  invalidLink: () => t('editor.invalidLink', 'Enter a web address, such as example.com.'),
  invalidVideo: () =>
    t('editor.invalidVideo', 'Only YouTube and Vimeo video links can be embedded.'),
};
