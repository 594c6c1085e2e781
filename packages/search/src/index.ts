export { searchWidget } from './widgets/search';
export { SearchOverlay } from './SearchOverlay';
export { searchProps } from './props';
export type { SearchProps } from './props';
