import * as z from 'zod/mini';

export const audioPlayerProps = z.object({
  /** The audio file of the article. */
  src: z.string().check(z.minLength(1)),
  /** What is read (the article's title): the player's name. */
  title: z.string().check(z.minLength(1)),
  /** The name progress reports use; the file's address by default. */
  audioId: z.optional(z.string().check(z.minLength(1))),
});
export type AudioPlayerProps = z.output<typeof audioPlayerProps>;

export interface MenuItemShape {
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
  /**
   * The items the server's list shows open (their sections listed). Absent: every item,
   * as a plain list of sections shows them. The menu starts as the server rendered it, so
   * the page does not move when it loads.
   */
  opened: z.optional(z.array(z.string().check(z.minLength(1)))),
});
export type ArticleMenuProps = z.output<typeof articleMenuProps>;
