export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { enhancePagination, setUpPagination } from './enhancePagination';
export { PAGINATION_SELECTOR } from './hooks';
export type { EnhancePaginationOptions } from './enhancePagination';
export {
  PAGINATION_SIBLINGS,
  navigateTo,
  pageItems,
  pageUrl,
  parsePageInput,
  sanitizePageInput,
} from './pageUrl';
export type { Navigate, PageItem } from './pageUrl';
