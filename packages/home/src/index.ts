// What the loader imports; the widgets, their props and choices are in README.md.
export { bonusDetailWidget, homeChartsWidget } from './widgets';
