/** The server HTML hooks of popovers and tooltips, apart from their code: a page looks for
 * them before it loads that code. */
import { pageHooks } from '@casino/api';

export const POPOVER_SELECTOR = `[${pageHooks.popover}]`;
export const TOOLTIP_SELECTOR = `[${pageHooks.tooltip}]`;
/** Popover and tooltip triggers, for finding them in HTML that arrives. */
export const POPOVER_TRIGGER_SELECTOR = `${POPOVER_SELECTOR}, ${TOOLTIP_SELECTOR}`;
