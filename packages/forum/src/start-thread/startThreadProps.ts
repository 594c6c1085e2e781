// The start-thread widget's props, apart from the thread page's (props.ts): a file of its own,
// so that a page with only a thread does not load them.
import * as z from 'zod/mini';
import { casinoSearchUrl, gameSearchUrl, named, representedNames } from '../props';

export const forumStartThreadProps = z.object({
  /** The forum's categories the member chooses from (`categoryId`), in this order. */
  categories: z.array(named).check(z.minLength(1)),
  casinos: representedNames,
  /** For the related casino and game. */
  casinoSearchUrl,
  gameSearchUrl,
});

export type ForumStartThreadProps = z.output<typeof forumStartThreadProps>;
