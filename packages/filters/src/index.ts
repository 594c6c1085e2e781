export { filtersWidget } from './widgets/filters';
export { Filters } from './Filters';
export { filtersProps } from './props';
export type { FiltersProps } from './props';
