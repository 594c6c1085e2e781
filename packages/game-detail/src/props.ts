import * as z from 'zod/mini';
import { BRAND_ID } from '@casino/api';
import { LIKE_ROOT } from './constants';

export const gameLikeProps = z.object({
  /** SPEC §9 "brandId 1". */
  brandId: z._default(z.int(), BRAND_ID),
  /** The buttons' root: the one around the placeholder, else the first on the page that matches. */
  root: z._default(z.string().check(z.minLength(1)), LIKE_ROOT),
});

export type GameLikeProps = z.output<typeof gameLikeProps>;
