import type { ChartData, ChartEntry, HomeChartName } from '@casino/api';
import { decimate } from './decimate';

export type ChartKind = 'line' | 'bar' | 'doughnut';

/** SPEC §2: the casinos line chart, the bonuses bar chart, the reviews doughnut. */
export const CHART_KINDS: Record<HomeChartName, ChartKind> = {
  casinos: 'line',
  bonuses: 'bar',
  reviews: 'doughnut',
};

/** What one chart draws, and its table shows. */
export interface ChartSeries {
  label: string;
  /** The points drawn: a line chart's decimated samples, every entry otherwise. */
  entries: ChartEntry[];
  /** How many entries the server sent. */
  total: number;
  totalUserReviews: number | null;
  totalUserReviewsLabel: string | null;
}

/**
 * The first dataset of the answer, decimated where it applies: on a line, whose points
 * are a continuous series; bars and doughnut slices are categories, each one of them
 * meaningful.
 */
export function seriesOf(kind: ChartKind, data: ChartData, fallbackLabel: string): ChartSeries {
  const dataset = data.datasets[0]!;
  return {
    label: dataset.label || fallbackLabel,
    entries: kind === 'line' ? decimate(dataset.data) : [...dataset.data],
    total: dataset.data.length,
    totalUserReviews: data.totalUserReviews ?? null,
    totalUserReviewsLabel: data.totalUserReviewsLabel ?? null,
  };
}
