/** Server HTML hooks the casino detail widget binds (README.md). */
import { casinoDetailHooks, pageHooks, reviewsHooks } from '@casino/api';

export const CASINO_ROOT = `[${casinoDetailHooks.casinoDetail}]`;
/** Tab sets and boxes the widget binds itself; the page helpers leave them alone. */
export const OWNER_ATTRIBUTE = pageHooks.cwOwner;
export const OWNED_TABS = `[${pageHooks.cwTabs}][${pageHooks.cwOwner}="casino-detail"]`;
export const OWNED_BOXES = `[${pageHooks.cwExpandable}][${pageHooks.cwOwner}="casino-detail"]`;
export const PAYMENT_PROVIDERS_BUTTON = `[${casinoDetailHooks.paymentProviders}]`;
export const PAYMENT_PROVIDERS_BODY = `[${casinoDetailHooks.paymentProvidersBody}]`;
export const COMPLAINT_STATUS_BUTTON = `[${casinoDetailHooks.complaintStatus}]`;
export const COMPLAINTS_LIST = `[${pageHooks.complaints}]`;
export const REVIEWS_LINK = `a[${casinoDetailHooks.casinoReviewsLink}]`;
export const VISIT_MAIN = `[${casinoDetailHooks.visitMain}]`;
export const VISIT_STICKY = `[${casinoDetailHooks.visitSticky}]`;
/** The page's in-page navigation: a `nav` of `#id` links to its sections (README.md). */
export const SECTION_NAV = `[${casinoDetailHooks.casinoSections}]`;

/** SPEC §2: the hash parameter `post` scrolls to a forum post of the discussion tab. */
export const POST_HASH_PARAM = 'post';
export const DISCUSSION_TAB = 'discussion';
export const BONUSES_TAB = 'bonuses';
/** The section with the casino's user reviews in full (statistics, sort, every page). */
export const REVIEWS_TAB = 'reviews';
/** Another section's preview of those reviews (reviewsPanel content) and its sort control. */
export const REVIEWS_PREVIEW = `[${reviewsHooks.reviewsPanel}], [${pageHooks.widget}="reviews-panel"]`;
/** A panel's own heading: kept when its content arrives (the stacked sections show it). */
export const PANEL_HEADING = ':is(h2, h3, h4)';
/** Marks what the stacked layout leaves out because another section shows it (the CSS hides it). */
export const STACKED_REPEAT_CLASS = 'cw-casino-detail__repeat';

/** The reputation tab's choice that lists every status (its request leaves the status out). */
export const ALL_STATUSES = 'ALL';

/**
 * The section nearest the viewport's middle is the one crossing a band there: the
 * observed area is the viewport less about half its height above and below.
 */
export const VIEWPORT_MIDDLE_LINE = '-49% 0px -50% 0px';
