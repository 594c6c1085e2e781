import { defineWidget } from '@casino/core';
import { HomeCharts } from '../HomeCharts';
import { homeChartsProps } from '../props';
import '../home.css';

/** The home page's charts: `<div data-widget="home-charts" data-load="visible">`. */
export const homeChartsWidget = defineWidget({
  name: 'home-charts',
  props: homeChartsProps,
  component: HomeCharts,
});
