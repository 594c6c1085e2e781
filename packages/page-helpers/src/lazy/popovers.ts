import { bindPopoverTrigger } from '@casino/ui';
import type { LoadedHelper } from '../onFirstSight';

/** Popovers and tooltips: their code loads on pages whose HTML has one. */
export const helper: LoadedHelper = { bind: bindPopoverTrigger };
