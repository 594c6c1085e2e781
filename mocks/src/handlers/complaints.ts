/**
 * Writing a complaint (SPEC §7 attachment upload and delete, complaint admin widget; §8
 * upload codes): attachments are kept in memory by hash and served at the view link; a
 * complaint joins the casino's list; an administrator's note is kept per complaint. Every call also answers the
 * named fault scenarios (network-error, server-error, code-600, code-5000, ...).
 */
import { HttpResponse, http } from 'msw';
import {
  ATTACHMENT_MAX_BYTES,
  CODE_OK,
  CODE_UPLOAD_WRONG_TYPE,
  COMPLAINT_IMAGE_PATH,
  complaints,
} from '@casino/api';
import { db } from '../store/db';
import { handle } from '../handle';
import { BUSINESS_CODES } from '../scenarios';
import { formError, isModerator, memberFor, notFound, refused } from '../access';

/** The file types the fake upload domain takes as evidence. */
export const ATTACHMENT_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'application/pdf',
  'text/plain',
];

interface StoredAttachment {
  name: string;
  file: Blob;
}

const attachments = new Map<string, StoredAttachment>();
const notes = new Map<string, string>();
let nextHash = 1;

/** Forgets uploads, notes and reports (resetMocks). */
export function resetComplaints(): void {
  attachments.clear();
  notes.clear();
  nextHash = 1;
}

export const storedAttachments = (): string[] => [...attachments.keys()];

export const complaintsHandlers = [
  handle(complaints.uploadAttachment, ({ file }) => {
    if (!ATTACHMENT_TYPES.includes(file.type))
      return { code: CODE_UPLOAD_WRONG_TYPE, message: BUSINESS_CODES[CODE_UPLOAD_WRONG_TYPE] };
    if (file.size > ATTACHMENT_MAX_BYTES) return formError('The file is larger than 5 MB.');
    const hash = `att${String(nextHash++).padStart(6, '0')}`;
    const name = file instanceof File ? file.name : 'attachment';
    attachments.set(hash, { name, file });
    return { code: CODE_OK, message: null, hash, name };
  }),
  handle(complaints.deleteAttachment, ({ uploadedFileHash }, { request }) => {
    const member = memberFor(request);
    if (refused(member)) return HttpResponse.json(member);
    if (!attachments.delete(uploadedFileHash)) return notFound('No such attachment');
    return 'OK';
  }),
  http.get(`*${COMPLAINT_IMAGE_PATH}`, ({ request }) => {
    const hash = new URL(request.url).searchParams.get('hash') ?? '';
    const stored = attachments.get(hash);
    return stored
      ? new HttpResponse(stored.file, {
          headers: { 'Content-Type': stored.file.type || 'application/octet-stream' },
        })
      : new HttpResponse(null, { status: 404 });
  }),
  handle(complaints.createComplaint, (input) => {
    const member = memberFor(null);
    if (refused(member)) return member;
    const casino = db.casinos.find((item) => item.id === input.casinoId);
    if (!casino) return formError('Choose the casino your complaint is about.');
    const missing = (input.attachmentHashes ?? []).find((hash) => !attachments.has(hash));
    if (missing) return formError('An attachment was not uploaded. Please add it again.');
    const id = Math.max(0, ...db.complaints.map((complaint) => complaint.id)) + 1;
    db.complaints.push({
      id,
      casinoId: casino.id,
      userId: member.id,
      title: input.title,
      status: 'OPEN',
      amount: input.disputedAmount ?? 0,
      createdOn: new Date().toISOString(),
    });
    return { code: CODE_OK, message: 'Your complaint was sent.', link: `/complaints/${id}` };
  }),
  handle(complaints.adminNote, (fields, { request }) => {
    const member = memberFor(request);
    if (refused(member)) return member;
    if (!isModerator(member)) return formError('Only administrators can write notes.');
    const complaintId = fields.complaintId ?? '';
    const note = (fields.note ?? '').trim();
    if (!complaintId) return formError('The complaint is missing.');
    if (note) notes.set(complaintId, note);
    else notes.delete(complaintId);
    return { code: CODE_OK, message: null, note: note || null };
  }),
];
