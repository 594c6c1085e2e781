/**
 * Image upload (SPEC §3 "Uploaded image", §5, §7 "Images, files, games", §8 upload codes).
 * The answer of a refused upload is the backend's usual `{ code, message }` alone
 * (CODE_UPLOAD_WRONG_TYPE, CODE_CAPTCHA), so the code reaches the widget as an answer.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

/** The image's address by size: `default`, plus srcset variants keyed by their descriptor (`480w`). */
export const imageSizes = z.record(z.string(), z.string()).check(
  z.refine((sizes) => typeof sizes.default === 'string' && sizes.default !== '', {
    message: 'An uploaded image needs a default size',
  }),
);
export type ImageSizes = z.infer<typeof imageSizes>;

export const uploadImageRequest = z.object({
  file: z.instanceof(Blob),
  recaptchaToken: z.string(),
});
export type UploadImageRequest = z.infer<typeof uploadImageRequest>;

export const uploadImageAnswer = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
  imageId: z.optional(z.number()),
  sizes: z.optional(imageSizes),
});
export type UploadImageAnswer = z.infer<typeof uploadImageAnswer>;

/** SPEC §5: image upload sends a human-verification token. */
export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/frontendService/image/uploadImage',
  encoding: 'multipart',
  request: uploadImageRequest,
  response: uploadImageAnswer,
});
