import { enhancePagination, setUpPagination } from '@casino/ui';
import type { LoadedHelper } from '../onFirstSight';

/** Pagers' go-to-page input: its code loads on pages whose HTML has a pager. */
export const helper: LoadedHelper = { listen: enhancePagination, bind: setUpPagination };
