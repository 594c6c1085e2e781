// What the loader imports; the widgets, their props and choices are in README.md.
export { bonusDetailWidget } from './widgets/bonus-detail';
export { homeChartsWidget } from './widgets/home-charts';
