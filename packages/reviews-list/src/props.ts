import * as z from 'zod/mini';
import { pageHooks, reviewsHooks } from '@casino/api';

const pageSize = z.optional(z.int().check(z.gte(1)));

export const reviewsListProps = z.object({
  /** The casinos of the filter's select (id and name). */
  casinos: z._default(z.array(z.object({ id: z.int(), name: z.string() })), []),
  /** Reviews per page (`paginate_by`); the server's default when left out. */
  paginateBy: pageSize,
  /** The server-rendered results the widget replaces (`reviewsFilterService` content). */
  list: z._default(z.string().check(z.minLength(1)), `[${reviewsHooks.reviews}]`),
});
export type ReviewsListProps = z.output<typeof reviewsListProps>;

export const userReviewsProps = z.object({
  /** The member whose reviews are listed (`user_id`). */
  userId: z.int().check(z.gte(1)),
  paginateBy: pageSize,
  /** The server-rendered list; without one the widget loads the first page itself. */
  list: z._default(z.string().check(z.minLength(1)), `[${reviewsHooks.reviews}]`),
});
export type UserReviewsProps = z.output<typeof userReviewsProps>;

export const complaintsMoreProps = z.object({
  /** The server-rendered complaints list with its `[data-complaints-more]` button. */
  list: z._default(z.string().check(z.minLength(1)), `[${pageHooks.complaints}]`),
});
export type ComplaintsMoreProps = z.output<typeof complaintsMoreProps>;

export const reviewsPanelProps = z.object({
  /** The casino whose reviews the panel shows (`casino_id`). */
  casinoId: z.int().check(z.gte(1)),
  /** The server-rendered panel (`reviewsPanel` content) the widget replaces. */
  panel: z._default(z.string().check(z.minLength(1)), `[${reviewsHooks.reviewsPanel}]`),
});
export type ReviewsPanelProps = z.output<typeof reviewsPanelProps>;
