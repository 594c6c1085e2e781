import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { text } from './schemas';

/**
 * SPEC §7 "GET /frontendService/bonusCardHomepageDetail: bonusId; HTML": the detail of a
 * bonus card of the home page's bonus slider, shown in the bonus card detail modal.
 */
export const bonusCardHomepageDetail = defineEndpoint({
  method: 'GET',
  path: '/frontendService/bonusCardHomepageDetail',
  request: z.object({ bonusId: z.int().check(z.positive()) }),
  response: text,
  text: true,
});

/** The three charts of the home page (SPEC §2 Home page). */
export const HOME_CHARTS = ['casinos', 'bonuses', 'reviews'] as const;
export const homeChartName = z.enum(HOME_CHARTS);
export type HomeChartName = z.infer<typeof homeChartName>;

/** SPEC §3 "Chart dataset": one entry of a dataset. */
export const chartEntry = z.looseObject({
  name: z.string(),
  value: z.number().check(z.refine(Number.isFinite, { message: 'A chart value is a number' })),
});
export type ChartEntry = z.infer<typeof chartEntry>;

export const chartDataset = z.looseObject({
  /** The series' name (the legend); the chart's title names a dataset without one. */
  label: z.optional(z.nullable(z.string())),
  data: z.array(chartEntry),
});
export type ChartDataset = z.infer<typeof chartDataset>;

/**
 * SPEC §3 "Chart dataset: datasets with data entries (name, value), totalUserReviews,
 * totalUserReviewsLabel". The last two come with the reviews doughnut.
 */
export const chartData = z.looseObject({
  datasets: z.array(chartDataset).check(z.minLength(1)),
  totalUserReviews: z.optional(z.nullable(z.int().check(z.nonnegative()))),
  totalUserReviewsLabel: z.optional(z.nullable(z.string())),
});
export type ChartData = z.infer<typeof chartData>;

/**
 * The chart data call. SPEC §7 "Chart data call: not shown": one GET per chart, named by
 * `chart`, answering the chart dataset as JSON.
 */
export const homeChart = defineEndpoint({
  method: 'GET',
  path: '/frontendService/homepageChart',
  request: z.object({ chart: homeChartName }),
  response: chartData,
});
