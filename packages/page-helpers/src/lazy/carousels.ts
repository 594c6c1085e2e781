// The slider code (with swiper) is the largest of the helpers: it loads on pages that
// have a slider.
import { enhanceCarousels } from '@casino/ui';
import type { LoadedHelper } from '../onFirstSight';

export const helper: LoadedHelper = { bind: enhanceCarousels };
