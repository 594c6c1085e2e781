// The discussion widget's props, apart from the thread page's (props.ts): a file of its own,
// so that a page with only a thread does not load them.
import * as z from 'zod/mini';
import { casinoSearchUrl, gameSearchUrl, replyMaxLength, representedNames } from '../props';

/**
 * Forum posts on another page: a static page's discussion (`staticPageId`) or a casino's
 * (`casinoId`, with its related forum threads), exactly one of the two.
 */
export const forumDiscussionProps = z
  .object({
    staticPageId: z.optional(z.int().check(z.minimum(1))),
    casinoId: z.optional(z.int().check(z.minimum(1))),
    replyMaxLength,
    casinos: representedNames,
    casinoSearchUrl,
    gameSearchUrl,
  })
  .check(
    z.refine((props) => (props.staticPageId === undefined) !== (props.casinoId === undefined), {
      message: 'Give staticPageId or casinoId, not both',
      path: ['staticPageId'],
    }),
  );

export type ForumDiscussionProps = z.output<typeof forumDiscussionProps>;
