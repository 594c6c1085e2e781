/**
 * Forum posts shown on other pages (SPEC §2 "Static page discussion tab", Casino detail
 * "discussion" tab; §7 Lists, search, content): a static page's discussion, a casino's
 * discussion and the forum threads related to a casino, one page at a time. Each answers
 * the server's HTML: a discussion is a thread's page (the thread page's HTML hooks),
 * the related threads a list with its pager.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';

const id = z.int().check(z.gte(1));
const page = z.optional(id);
/**
 * SPEC gives no way to find the page of a post (`#post=` of SPEC §2): the site's choice is
 * `postId` instead of `page`, answered by the page of the discussion that holds that post
 * (the first page when the post is not in it). The answer's `data-page` says which page.
 */
const postId = z.optional(id);

/** SPEC §7 GET /frontendService/staticPage/discussion: staticPageId, page; html. */
export const staticPageDiscussion = defineEndpoint({
  method: 'GET',
  path: '/frontendService/staticPage/discussion',
  request: z.object({ staticPageId: id, page, postId }),
  response: z.looseObject({ html: z.string() }),
});

/** SPEC §7 GET /frontendService/discussion: casinoId, page; HTML. */
export const casinoDiscussion = defineEndpoint({
  method: 'GET',
  path: '/frontendService/discussion',
  request: z.object({ casinoId: id, page, postId }),
  response: z.string(),
  text: true,
});

/** SPEC §7 GET /frontendService/relatedForumThreads: casinoId, page; HTML. */
export const relatedForumThreads = defineEndpoint({
  method: 'GET',
  path: '/frontendService/relatedForumThreads',
  request: z.object({ casinoId: id, page }),
  response: z.string(),
  text: true,
});
