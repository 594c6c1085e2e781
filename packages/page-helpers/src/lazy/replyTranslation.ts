import { enhanceReplyTranslation } from '@casino/ui';
import type { LoadedHelper } from '../onFirstSight';

/** Reply translation: its code loads on pages whose HTML has a replies' language select. */
export const helper: LoadedHelper = { listen: enhanceReplyTranslation };
