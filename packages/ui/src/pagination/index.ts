export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { PAGINATION_SELECTOR, enhancePagination, setUpPagination } from './enhancePagination';
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
