export { filtersWidget } from './widget';
export { Filters } from './Filters';
export { filtersProps } from './props';
export type { FiltersProps } from './props';
