import * as z from 'zod/mini';
import { FORUM_POST_MAX_CHARACTERS } from '@casino/api';

export const forumThreadProps = z.object({
  /**
   * The thread whose page this is: the `[data-thread-id]` root the widget binds. Without
   * it, the thread root around the placeholder, else the first one on the page.
   */
  threadId: z.optional(z.int().check(z.minimum(1))),
  /** SPEC §5 "Reply text has a page-given maximum": characters of a reply or an edit. */
  replyMaxLength: z._default(
    z.int().check(z.minimum(1), z.maximum(FORUM_POST_MAX_CHARACTERS)),
    FORUM_POST_MAX_CHARACTERS,
  ),
});

export type ForumThreadProps = z.output<typeof forumThreadProps>;
