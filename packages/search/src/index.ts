export { searchWidget } from './widget';
export { SearchOverlay } from './SearchOverlay';
export { searchProps } from './props';
export type { SearchProps } from './props';
