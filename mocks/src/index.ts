import { systemHandlers } from './handlers/system';
import { newsletterHandlers } from './handlers/newsletter';
import { navigationHandlers } from './handlers/navigation';
import { listsHandlers } from './handlers/lists';
import { searchHandlers } from './handlers/search';
import { reviewsHandlers } from './handlers/reviews';
import { contentHandlers } from './handlers/content';
import { notificationsHandlers } from './handlers/notifications';
import { loginHandlers } from './handlers/login';
import { signupHandlers } from './handlers/signup';
import { userReviewHandlers } from './handlers/userReview';
import { uploadsHandlers } from './handlers/uploads';
import { complaintsHandlers, resetComplaints } from './handlers/complaints';
import { articlesHandlers, resetArticles } from './handlers/articles';
import { forumHandlers } from './handlers/forum';
import { wizardHandlers } from './handlers/wizard';
import { ageHandlers } from './handlers/age';
import { gamesHandlers } from './handlers/games';
import { trackingHandlers } from './handlers/tracking';
import { casinoDetailHandlers } from './handlers/casinoDetail';
import { homeHandlers } from './handlers/home';
import { resetTournaments, tournamentsHandlers } from './handlers/tournaments';
import { siteModalsHandlers } from './handlers/siteModals';
import { resetDb } from './store/db';
import { resetVerified } from './handle';
import { setScenario } from './scenarios';

/** Every fake endpoint, one list per domain of the api package. */
export const handlers = [
  ...systemHandlers,
  ...newsletterHandlers,
  ...navigationHandlers,
  ...listsHandlers,
  ...searchHandlers,
  ...reviewsHandlers,
  ...contentHandlers,
  ...notificationsHandlers,
  ...loginHandlers,
  ...signupHandlers,
  ...userReviewHandlers,
  ...uploadsHandlers,
  ...complaintsHandlers,
  ...articlesHandlers,
  ...forumHandlers,
  ...wizardHandlers,
  ...ageHandlers,
  ...gamesHandlers,
  ...trackingHandlers,
  ...casinoDetailHandlers,
  ...homeHandlers,
  ...tournamentsHandlers,
  ...siteModalsHandlers,
];

/** Back to the seeded state with no fault: call before each test. */
export function resetMocks(): void {
  resetDb();
  resetComplaints();
  resetArticles();
  resetVerified();
  resetTournaments();
  setScenario(null);
}

export { db, resetDb, seedDb, sessionUser, signInAs } from './store/db';
export type { Db, NewsletterSubscription } from './store/db';
export type { CatalogueSize } from './fixtures/catalogue';
export { handle } from './handle';
export {
  BUSINESS_CODES,
  MALFORMED_ANSWER,
  SCENARIOS,
  SLOW_RESPONSE_MS,
  activeScenario,
  setScenario,
} from './scenarios';
export type { BusinessCode, Fault, Scenario } from './scenarios';
export { MOCK_SITEKEY, systemHandlers } from './handlers/system';
export { NEWSLETTER_REJECTED, newsletterHandlers } from './handlers/newsletter';
export {
  AGE_VERIFY_MESSAGES,
  AGE_VERIFY_MINIMUM_AGE,
  AGE_VERIFY_UNKNOWN_POSTAL_CODE,
  ageHandlers,
} from './handlers/age';
export { GAME_PAGE_MESSAGES, GAME_PAGE_REFUSED, gamesHandlers } from './handlers/games';
export { VOTE_COUNTRIES } from './fixtures/gamePage';
export { SEEDED_PASSWORD, USERS } from './fixtures/community';
export { createMember, findMember, hashPassword, passwordMatches } from './store/members';
export type { NewMember } from './store/members';
export type { Bonus, Casino, Game } from './fixtures/catalogue';
export { COUNTRIES } from './fixtures/countries';
export {
  DEMO_AUTH_CODE,
  DEMO_EMAIL_LINK,
  DEMO_MESSAGE_ID,
  LANGUAGE_DOMAINS,
  WARNED_EXIT_SLUGS,
} from './fixtures/siteModals';
export type { EmailLinkSubscriber } from './fixtures/siteModals';
export { SITE_FLASH_MARKUP, SITE_MODAL_IDS, siteModalMarkup } from './fixtures/siteModalsMarkup';
export type { SiteFlashId, SiteModalId } from './fixtures/siteModalsMarkup';
export type { Country } from './fixtures/countries';
export type { Complaint } from './fixtures/complaints';
export { ATTACHMENT_TYPES, storedAttachments } from './handlers/complaints';
export { ARTICLE_AUDIO_PATH, ARTICLE_AUDIO_SECONDS, audioReports } from './handlers/articles';
export { ACADEMY_COURSES } from './handlers/content';
export { GAME_SLIDES_PATH, LIST_PATHS, listsHandlers, renderListPage } from './handlers/lists';
export type { ListKind } from './handlers/lists';
export { SEARCH_PATHS, searchHandlers } from './handlers/search';
export {
  REVIEWS_MORE_PATH,
  REVIEWS_PAGE_SIZE,
  renderComplaints,
  renderReviewsListing,
  renderReviewsPanel,
  renderUserReviews,
  reviewsHandlers,
} from './handlers/reviews';
export { escapeHtml, html } from './markup/html';
export { REPUTATION_LABELS } from './markup/lists/cards';
export type { Notification, Post, Review, Thread, User } from './fixtures/community';
export {
  FakeStompBroker,
  FakeStompSocket,
  LIVE_FEED_INTERVAL_MS,
  NOTIFICATION_LOCALIZATIONS,
  NO_NOTIFICATIONS_IMAGE,
  createNotification,
  installFakeLiveChannel,
  notificationWire,
  notificationsHandlers,
  parseFrames,
  startLiveFeed,
  stompFrame,
} from './live';
export { SIGNUP_CONFIRM_PATH } from './handlers/signup';
export { forumHandlers, renderForumThread, renderRelatedThreads } from './handlers/forum';
export { FOLLOWED_THREADS_PER_PAGE } from './handlers/forumFollowing';
export {
  FORUM_POSTS_PER_PAGE,
  FORUM_THREAD_PATH,
  forumState,
  repliesCount,
  sessionIn,
  threadLink,
} from './store/forumStore';
export { avatarHtml, avatarUrl } from './markup/avatar';
export { DISCUSSION_THREADS, FORUM_CATEGORIES, SEEDED_THREADS } from './fixtures/forum';
export type { ForumCategory, ForumState, Poll, PollOption, PollVote } from './fixtures/forum';
export {
  CASINO_TYPE_RULES,
  WIZARD_RESULT_COUNT,
  matchCasinos,
  renderWizardResult,
  wizardHandlers,
} from './handlers/wizard';
export {
  CASINO_COMPLAINTS_PAGE_SIZE,
  UNFAIR_TERMS,
  casinoDetailHandlers,
} from './handlers/casinoDetail';
export { homeHandlers, renderBonusDetail } from './handlers/home';
export { standings, tournamentsHandlers } from './handlers/tournaments';
export { TOURNAMENTS, TOURNAMENT_PLAYERS } from './fixtures/tournaments';
export type { Tournament } from './fixtures/tournaments';
