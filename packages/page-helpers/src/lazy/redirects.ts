import { enhanceRedirects } from '@casino/ui';
import type { LoadedHelper } from '../onFirstSight';

/** Redirect links: their code loads on pages whose HTML has one. */
export const helper: LoadedHelper = { listen: (doc) => enhanceRedirects(doc) };
