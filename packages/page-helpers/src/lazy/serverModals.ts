import { setUpServerModal } from '../serverModals';
import type { LoadedHelper } from '../onFirstSight';

/**
 * Server-rendered modals: their code loads on pages whose HTML has one. Their openers are
 * always listened for, since they also open the widgets' dialogs.
 */
export const helper: LoadedHelper = { bind: setUpServerModal };
