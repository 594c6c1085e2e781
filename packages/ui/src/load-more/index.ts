export {
  INFINITE_LOAD_MAX_AUTO_CLICKS,
  LIST_END_SELECTOR,
  LOAD_MORE_SELECTOR,
  enhanceLoadMore,
  readParams,
} from './enhanceLoadMore';
export type { LoadMore, LoadMoreOptions } from './enhanceLoadMore';
