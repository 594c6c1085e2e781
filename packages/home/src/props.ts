import * as z from 'zod/mini';
import { HOME_CHARTS, home } from '@casino/api';

export const homeChartsProps = z.object({
  /** Which charts to draw, in this order (all three by default). */
  charts: z._default(
    z.array(home.homeChartName).check(z.minLength(1), z.maxLength(HOME_CHARTS.length)),
    [...HOME_CHARTS],
  ),
  /** The level of each chart's heading, to fit the page's outline (3 by default). */
  headingLevel: z._default(z.int().check(z.minimum(2), z.maximum(4)), 3),
});
export type HomeChartsProps = z.output<typeof homeChartsProps>;

export const bonusDetailProps = z.object({
  /** The modal's id: it opens and closes by it (`modal:open`), as every modal. */
  modalId: z._default(z.string().check(z.minLength(1)), 'bonus-card-detail'),
});
export type BonusDetailProps = z.output<typeof bonusDetailProps>;
