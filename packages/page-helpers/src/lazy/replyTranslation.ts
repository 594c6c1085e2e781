import { enhanceReplyTranslation, showRepliesIn } from '@casino/ui';
import { pageHooks } from '@casino/api';
import type { LoadedHelper } from '../onFirstSight';

/** Reply translation: its code loads on pages whose HTML has a replies' language select. */
export const helper: LoadedHelper = {
  listen: enhanceReplyTranslation,
  // A language chosen while this code was on the way shows once it is in.
  bind(select) {
    const scope = select.closest(`[${pageHooks.replies}]`);
    const language = (select as HTMLSelectElement).value;
    if (scope && language) showRepliesIn(scope, language);
  },
};
