/**
 * Complaints (SPEC §3 "Uploaded attachment", "Complaint admin note"; §5 attachments; §7
 * attachment upload and delete, complaint admin widget; §8 upload codes). SPEC.md does not
 * show the path of the complaint itself, of the upload domain's call or of the admin
 * widget; the choices are in packages/content/README.md.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { text } from './schemas';

/** SPEC §9: files one complaint may have. */
export const ATTACHMENT_MAX_FILES = 5;
/** SPEC §5: the largest attachment (5 MB, counted as the images' 5,000,000 bytes). */
export const ATTACHMENT_MAX_BYTES = 5_000_000;
/** The complaint image path (SPEC §7): delete with `uploadedFileHash`, view with `?hash=`. */
export const COMPLAINT_IMAGE_PATH = '/frontendService/complaint/image';
/** The upload domain's attachment call; the domain itself is the widget's `uploadUrl`. */
export const ATTACHMENT_UPLOAD_PATH = '/upload/attachment';

/** SPEC §3 "Uploaded attachment". */
export const uploadedAttachment = z.object({
  hash: z.string().check(z.minLength(1)),
  name: z.string(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachment>;

export const uploadAttachmentRequest = z.object({
  file: z.instanceof(Blob),
  recaptchaToken: z.string(),
  uploadPreset: z.string().check(z.minLength(1)),
});
export type UploadAttachmentRequest = z.infer<typeof uploadAttachmentRequest>;

/** A refusal is the usual `{ code, message }`; a success adds the attachment. */
export const uploadAttachmentAnswer = z.looseObject({
  code: z.number(),
  message: z.optional(z.nullable(z.string())),
  hash: z.optional(z.string()),
  name: z.optional(z.string()),
});

export const uploadAttachment = defineEndpoint({
  method: 'POST',
  path: ATTACHMENT_UPLOAD_PATH,
  encoding: 'multipart',
  request: uploadAttachmentRequest,
  response: uploadAttachmentAnswer,
});

/** SPEC §7: answered by the text OK. */
export const deleteAttachment = defineEndpoint({
  method: 'DELETE',
  path: COMPLAINT_IMAGE_PATH,
  encoding: 'query',
  authorized: true,
  request: z.object({
    uploadedFileHash: z.string().check(z.minLength(1)),
    recaptchaToken: z.string(),
  }),
  response: text,
  text: true,
});

export const createComplaintRequest = z.object({
  casinoId: z.number(),
  title: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(1)),
  disputedAmount: z.optional(z.number()),
  attachmentHashes: z.optional(z.array(z.string())),
  recaptchaToken: z.string(),
});
export type CreateComplaintRequest = z.infer<typeof createComplaintRequest>;

export const createComplaint = defineEndpoint({
  method: 'POST',
  path: '/frontendService/complaint',
  request: createComplaintRequest,
  response: z.looseObject({
    code: z.number(),
    message: z.optional(z.nullable(z.string())),
    link: z.optional(z.string()),
  }),
});

/** SPEC §3 "Complaint admin note": the widget's form fields; the answer has the note. */
export const adminNoteRequest = z.record(z.string(), z.string());
export const adminNoteAnswer = z.looseObject({
  code: z.optional(z.number()),
  message: z.optional(z.nullable(z.string())),
  note: z.optional(z.nullable(z.string())),
});
export type AdminNoteAnswer = z.infer<typeof adminNoteAnswer>;

/** The demo's admin widget endpoint; a page gives its own with the widget's `action`. */
export const ADMIN_NOTE_PATH = '/frontendService/complaint/adminNote';
export const adminNote = defineEndpoint({
  method: 'POST',
  path: ADMIN_NOTE_PATH,
  authorized: true,
  request: adminNoteRequest,
  response: adminNoteAnswer,
});
