/** Server HTML hooks the casino detail widget binds (README.md). */
export const CASINO_ROOT = '[data-casino-detail]';
/** Tab sets and boxes the widget binds itself; the page helpers leave them alone. */
export const OWNER_ATTRIBUTE = 'data-cw-owner';
export const OWNED_TABS = '[data-cw-tabs][data-cw-owner="casino-detail"]';
export const OWNED_BOXES = '[data-cw-expandable][data-cw-owner="casino-detail"]';
export const PAYMENT_PROVIDERS_BUTTON = '[data-payment-providers]';
export const PAYMENT_PROVIDERS_BODY = '[data-payment-providers-body]';
export const COMPLAINT_STATUS_BUTTON = '[data-complaint-status]';
export const COMPLAINTS_LIST = '[data-complaints]';
export const REVIEWS_LINK = 'a[data-casino-reviews-link]';
export const VISIT_MAIN = '[data-visit-main]';
export const VISIT_STICKY = '[data-visit-sticky]';
/** The page's in-page navigation: a `nav` of `#id` links to its sections (README.md). */
export const SECTION_NAV = '[data-casino-sections]';

/** SPEC §2: the hash parameter `post` scrolls to a forum post of the discussion tab. */
export const POST_HASH_PARAM = 'post';
export const DISCUSSION_TAB = 'discussion';
export const BONUSES_TAB = 'bonuses';

/** The reputation tab's choice that lists every status (its request leaves the status out). */
export const ALL_STATUSES = 'ALL';

/**
 * The section nearest the viewport's middle is the one crossing a band there: the
 * observed area is the viewport less about half its height above and below.
 */
export const VIEWPORT_MIDDLE_LINE = '-49% 0px -50% 0px';
