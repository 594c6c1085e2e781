export { StickyTable } from './StickyTable';
export type { StickyTableProps } from './StickyTable';
export {
  STICKY_TABLE_OVERFLOW_ATTRIBUTE,
  STICKY_TABLE_OVERFLOW_CLASS,
  enhanceStickyTables,
  isWiderThanContainer,
  updateTableOverflow,
  watchTableOverflow,
} from './overflow';
