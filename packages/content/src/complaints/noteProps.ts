import * as z from 'zod/mini';

export const complaintAdminNoteProps = z.object({
  /** The complaint the note belongs to. */
  complaintId: z.int().check(z.positive()),
  /** The admin widget's own endpoint (SPEC §7: path not shown). */
  action: z.optional(z.string().check(z.regex(/^\/(?!\/)/))),
  /** The note the server has now. */
  note: z._default(z.string(), ''),
});
export type ComplaintAdminNoteProps = z.output<typeof complaintAdminNoteProps>;
