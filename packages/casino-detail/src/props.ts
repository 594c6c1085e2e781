import * as z from 'zod/mini';
import { CASINO_ROOT } from './constants';

const id = z.int().check(z.gte(1));

export const casinoDetailProps = z.object({
  /** The casino of the page: the id its services are asked about. */
  casinoId: id,
  /** The site language, for the address of the casino's user reviews (SPEC §7). */
  langId: z._default(id, 1),
  /** The page's part the widget binds: the one around the placeholder, else the first that matches. */
  root: z._default(z.string().check(z.minLength(1)), CASINO_ROOT),
});

export type CasinoDetailProps = z.output<typeof casinoDetailProps>;
