/** The server HTML hooks of popovers and tooltips, apart from their code: a page looks for
 * them before it loads that code. */
export const POPOVER_SELECTOR = '[data-popover]';
export const TOOLTIP_SELECTOR = '[data-tooltip]';
/** Popover and tooltip triggers, for finding them in HTML that arrives. */
export const POPOVER_TRIGGER_SELECTOR = `${POPOVER_SELECTOR}, ${TOOLTIP_SELECTOR}`;
