export { cachedEndpoint, defineEndpoint } from './endpoint';
export type { Encoding, Endpoint, HttpMethod, RequestOf, ResponseOf, WireOf } from './endpoint';
export * from './codes';
export { anyResponse, codeMessage, jsonString, noFields, text } from './schemas';
export type { CodeMessage } from './schemas';
export * as system from './system';
export type { CurrentUser, LocalizationDataType, UserRole } from './system';
export * as newsletter from './newsletter';
export type { NewsletterSignupRequest } from './newsletter';
export * as navigation from './navigation';
export * as lists from './lists';
export type {
  ActiveFilter,
  CasinoFilteringExplanation,
  FilterGroupHtml,
  FilterGroupRequest,
  FilterValue,
  ListCarousel,
  ListFilterRequest,
  ListResults,
  LoadMoreRequest,
  OverrideSort,
  PresetFilter,
  RangeParam,
  TabFacet,
  TopFilter,
  TotalResults,
} from './lists';
export * as search from './search';
// The header search's own pieces, apart from the rest of the search contract (see fulltextSearch.ts).
export { SEARCH_READ_MORE_STEP, fulltextSearchType } from './fulltextSearch';
export type {
  CasinoGameItem,
  CountryItem,
  CountryOption,
  CountrySearchRequest,
  FulltextSearchType,
  GameSearchRequest,
  ReputationColor,
  SearchComponentRequest,
  SearchOverlayRequest,
  ThreadItem,
  ThreadSearchRequest,
} from './search';
export * as reviews from './reviews';
export type {
  CasinoComplaintsRequest,
  CasinoReviewsRequest,
  ComplaintStatus,
  ReviewSort,
  ReviewsByUserRequest,
  ReviewsFilterRequest,
  ReviewsPage,
  ReviewsPanelRequest,
} from './reviews';
export * as notifications from './notifications';
export * as content from './content';
export * as login from './login';
export * as signup from './signup';
export type { SignupForm } from './signup';
export * as userReview from './userReview';
export * as uploads from './uploads';
export * as forum from './forum';
export * as forumModeration from './forumModeration';
export {
  ADMIN_CHECK_STATUSES,
  BAN_PERIODS,
  MODERATION_REASONS,
  REASON_OTHER,
} from './forumModeration';
export type { AdminCheckStatus, BanPeriod, ModerationReason } from './forumModeration';
export {
  FIRST_POST_MIN_WORDS,
  FORUM_POST_MAX_CHARACTERS,
  FORUM_POST_MAX_IMAGES,
  THREAD_TITLE_MIN_WORDS,
  WINNING_SIZE_DECIMALS,
} from './forumRules';
export { countWords, roundWinningSize } from './forumWords';
export type {
  CreatePostRequest,
  CreateThreadRequest,
  EditPostRequest,
  FollowRequest,
  FollowedThread,
  FollowedThreadsAnswer,
  LikeRequest,
  PollVoteRequest,
  WinningScreenshot,
} from './forum';
export * as wizard from './wizard';
export { WIZARD_BONUS_TYPES, WIZARD_CASINO_TYPES, WIZARD_GAME_GENRES } from './wizard';
export type {
  CasinoWizardAnswer,
  CasinoWizardRequest,
  WizardBonusType,
  WizardCasinoType,
  WizardGameGenre,
} from './wizard';
export * as age from './age';
export type { AgeVerifyAnswer, AgeVerifyRequest } from './age';
export * as games from './games';
export { BRAND_ID } from './games';
export type {
  GameLikeRequest,
  GameLikeType,
  RequestGameRequest,
  VoteAnswer,
  VoteChoice,
  VoteSubmitRequest,
} from './games';
export * as tracking from './tracking';
export type { TrackedClick } from './tracking';
export * as casinoDetail from './casinoDetail';
export type { TermsContent } from './casinoDetail';
export * as home from './home';
export { HOME_CHARTS } from './home';
export type { ChartData, ChartDataset, ChartEntry, HomeChartName } from './home';
export * as tournaments from './tournaments';
export type { Leaderboard, LeaderboardRow } from './tournaments';
export * as complaints from './complaints';
export * as articles from './articles';
export { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, COMPLAINT_IMAGE_PATH } from './complaints';
export type { CreateComplaintRequest, UploadedAttachment } from './complaints';
export * as siteModals from './siteModals';
export type { ExitPrefix, LanguageSetting } from './siteModals';
export type { NewsletterSetting, NewsletterSettingsRequest } from './newsletter';
// The `data-*` hooks of the server HTML, one list per domain (see pageHooks.ts).
export { ageHooks } from './ageHooks';
export { casinoDetailHooks } from './casinoDetailHooks';
export { forumHooks } from './forumHooks';
export { gamesHooks } from './gamesHooks';
export { homeHooks } from './homeHooks';
export { listsHooks } from './listsHooks';
export { notificationsHooks } from './notificationsHooks';
export { pageHooks } from './pageHooks';
export { reviewsHooks } from './reviewsHooks';
export { searchHooks } from './searchHooks';
export { siteModalsHooks } from './siteModalsHooks';
export { trackingHooks } from './trackingHooks';
