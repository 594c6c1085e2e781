import { t } from '@casino/core';
import type { HomeChartName } from '@casino/api';

/** Texts of the home page widgets: localization key and English fallback. */
export const text = {
  chartsLabel: () => t('home.charts.label', 'Our database in numbers'),
  chartLoading: () => t('home.charts.loading', 'Loading the chart…'),
  tableCaption: (title: string) => t('home.charts.tableCaption', '{title}: the data', { title }),
  nameColumn: () => t('home.charts.nameColumn', 'Item'),
  valueColumn: () => t('home.charts.valueColumn', 'Value'),
  sampled: (shown: number, of: number) =>
    t('home.charts.sampled', '{shown} of {of} points shown', { shown, of }),
  lineSummary: (title: string, first: string, last: string) =>
    t('home.charts.lineSummary', 'Line chart of {title}, from {first} to {last}.', {
      title,
      first,
      last,
    }),
  barSummary: (title: string, items: string) =>
    t('home.charts.barSummary', 'Bar chart of {title}: {items}.', { title, items }),
  doughnutSummary: (title: string, total: string, items: string) =>
    t('home.charts.doughnutSummary', 'Doughnut chart of {title}, {total}: {items}.', {
      title,
      total,
      items,
    }),
  entry: (name: string, value: string) =>
    t('home.charts.entry', '{name}: {value}', { name, value }),
  bonusDetailTitle: () => t('home.bonusDetail.title', 'Bonus details'),
  bonusDetailLoading: () => t('home.bonusDetail.loading', 'Loading the bonus…'),
  bonusDetailError: () =>
    t('home.bonusDetail.error', 'We could not load this bonus just now. Please try again.'),
  retry: () => t('home.bonusDetail.retry', 'Try again'),
};

export const chartTitles: Record<HomeChartName, () => string> = {
  casinos: () => t('home.charts.casinos', 'Casinos in our database'),
  bonuses: () => t('home.charts.bonuses', 'Bonuses by type'),
  reviews: () => t('home.charts.reviews', 'User reviews by rating'),
};
