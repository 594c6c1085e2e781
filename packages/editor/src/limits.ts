/**
 * SPEC §5 "Rich-text editor" and §9 "Limits": the editor's rules, defined once for the
 * validation, the upload and the counter.
 */

/** Characters a post may have when the page gives no maximum. */
export const EDITOR_MAX_CHARACTERS = 5000;
/** Images one text may hold. */
export const EDITOR_MAX_IMAGES = 5;
/** The largest image file that may be uploaded (SPEC §9: 5,000,000 bytes). */
export const IMAGE_MAX_BYTES = 5_000_000;
/** The image types the upload takes (SPEC §5: png, gif, jpeg, bmp, x-icon). */
export const IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
];
/** Video links must lead to one of these (SPEC §5: YouTube or Vimeo). */
export const VIDEO_HOSTS = {
  youtube: [
    'youtube.com',
    'www.youtube.com',
    'm.youtube.com',
    'youtu.be',
    'youtube-nocookie.com',
    'www.youtube-nocookie.com',
  ],
  vimeo: ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'],
} as const;
/** A link typed without a protocol gets this one. */
export const DEFAULT_LINK_PROTOCOL = 'https://';
