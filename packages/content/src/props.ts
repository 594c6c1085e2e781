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

export const complaintAdminNoteProps = z.object({
  /** The complaint the note belongs to. */
  complaintId: z.int().check(z.positive()),
  /** The admin widget's own endpoint (SPEC §7: path not shown). */
  action: z.optional(z.string().check(z.startsWith('/'))),
  /** The note the server has now. */
  note: z._default(z.string(), ''),
});
export type ComplaintAdminNoteProps = z.output<typeof complaintAdminNoteProps>;

export const audioPlayerProps = z.object({
  /** The audio file of the article. */
  src: z.string().check(z.minLength(1)),
  /** What is read (the article's title): the player's name. */
  title: z.string().check(z.minLength(1)),
  /** The name progress reports use; the file's address by default. */
  audioId: z.optional(z.string().check(z.minLength(1))),
});
export type AudioPlayerProps = z.output<typeof audioPlayerProps>;

interface MenuItemShape {
  id: string;
  label: string;
  href: string;
  children?: MenuItemShape[] | undefined;
}

const menuItem: z.ZodMiniType<MenuItemShape> = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string().check(z.minLength(1)),
  href: z.string().check(z.minLength(1)),
  get children() {
    return z.optional(z.array(menuItem));
  },
});
export type MenuItem = MenuItemShape;

export const articleMenuProps = z.object({
  /** The menu's name for screen readers. */
  label: z.string().check(z.minLength(1)),
  items: z.array(menuItem).check(z.minLength(1)),
});
export type ArticleMenuProps = z.output<typeof articleMenuProps>;

export const academyCoursesProps = z.object({
  /** The lazy component's url of the course list (SPEC §7 lazy component). */
  url: z.string().check(z.minLength(1)),
  /** The lazy component's optional type. */
  type: z.optional(z.string()),
  /** The list's heading. */
  title: z.optional(z.string().check(z.minLength(1))),
});
export type AcademyCoursesProps = z.output<typeof academyCoursesProps>;
