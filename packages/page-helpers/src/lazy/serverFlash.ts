import { setUpServerFlash } from '../serverFlash';
import type { LoadedHelper } from '../onFirstSight';

/** Server-rendered flash messages: their code loads on pages whose HTML has one. */
export const helper: LoadedHelper = { bind: setUpServerFlash };
