import * as z from 'zod/mini';

const named = z.object({ id: z.int().check(z.positive()), name: z.string().check(z.minLength(1)) });

export const complaintFormProps = z.object({
  /** The casinos a complaint may be about; one casino hides the choice. */
  casinos: z.array(named).check(z.minLength(1)),
  /** The upload domain of attachments (`https://upload.example.com`); this site when empty. */
  uploadUrl: z._default(z.string(), ''),
  /** The upload preset the upload domain expects with each file. */
  uploadPreset: z.string().check(z.minLength(1)),
  /** The page's maximum length of the complaint text (the editor's 5000 by default). */
  maxCharacters: z.optional(z.int().check(z.positive())),
});
export type ComplaintFormProps = z.output<typeof complaintFormProps>;
