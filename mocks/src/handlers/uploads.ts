/**
 * The image upload (SPEC §7): checks type and size as the backend does, keeps the bytes
 * in memory and answers the sizes; the images are then served from UPLOADED_IMAGES_PATH
 * so that an uploaded picture shows in Storybook and the demo. Only a member uploads (7000
 * to a visitor, 5019 to a banned member), with a verification token (5000 without). The named scenarios
 * `code-600` and `code-5000` (scenarios.ts) answer those codes to this call too.
 */
import { HttpResponse, http } from 'msw';
import {
  CODE_CAPTCHA,
  CODE_FORM_ERROR,
  CODE_OK,
  CODE_UPLOAD_WRONG_TYPE,
  uploads,
} from '@casino/api';
import { handle } from '../handle';
import { BUSINESS_CODES } from '../scenarios';
import { answer, memberFor, refused } from '../access';

export const UPLOADED_IMAGES_PATH = '/uploads/images';
/** SPEC §5 and §9: image types and the largest file the backend takes. */
export const UPLOAD_IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
];
export const UPLOAD_IMAGE_MAX_BYTES = 5_000_000;
/** The widths the fake answers as srcset variants (all the same bytes). */
export const UPLOAD_IMAGE_WIDTHS = [480, 960] as const;

const stored = new Map<number, Blob>();
let nextId = 1;

/** Whether an image of this id was uploaded (a winning screenshot needs one). */
export const isUploadedImage = (imageId: number): boolean => stored.has(imageId);

export const uploadsHandlers = [
  handle(uploads.uploadImage, ({ file, recaptchaToken }) => {
    // SPEC §6 "Logged-in users … upload", §5 "image upload … send a human-verification token".
    const member = memberFor(null);
    if (refused(member)) return member;
    if (!recaptchaToken.trim()) return answer(CODE_CAPTCHA);
    if (!UPLOAD_IMAGE_TYPES.includes(file.type))
      return { code: CODE_UPLOAD_WRONG_TYPE, message: BUSINESS_CODES[600] };
    if (file.size > UPLOAD_IMAGE_MAX_BYTES)
      return { code: CODE_FORM_ERROR, message: 'The image is larger than 5 MB.' };
    const imageId = nextId++;
    stored.set(imageId, file);
    const url = `${UPLOADED_IMAGES_PATH}/${imageId}`;
    return {
      code: CODE_OK,
      message: null,
      imageId,
      sizes: Object.fromEntries([
        ['default', url],
        ...UPLOAD_IMAGE_WIDTHS.map((width) => [`${width}w`, `${url}?w=${width}`]),
      ]) as Record<string, string>,
    };
  }),
  http.get(`*${UPLOADED_IMAGES_PATH}/:id`, ({ params }) => {
    const image = stored.get(Number(params.id));
    return image
      ? new HttpResponse(image, { headers: { 'Content-Type': image.type } })
      : new HttpResponse(null, { status: 404 });
  }),
];
