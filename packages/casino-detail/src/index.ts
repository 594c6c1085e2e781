// What the loader imports; the widget, its props and choices are in README.md.
export { casinoDetailWidget } from './widgets/casino-detail';
export { casinoDetailProps } from './props';
export type { CasinoDetailProps } from './props';
