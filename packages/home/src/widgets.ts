import { defineWidget } from '@casino/core';
import { BonusDetail } from './BonusDetail';
import { HomeCharts } from './HomeCharts';
import { bonusDetailProps, homeChartsProps } from './props';
import './home.css';

/** The home page's charts: `<div data-widget="home-charts" data-load="visible">`. */
export const homeChartsWidget = defineWidget({
  name: 'home-charts',
  props: homeChartsProps,
  component: HomeCharts,
});

/** The bonus card detail modal of the home page's bonus cards. */
export const bonusDetailWidget = defineWidget({
  name: 'bonus-detail',
  props: bonusDetailProps,
  component: BonusDetail,
});
