/** The SPEC §2 page-type marker of a game detail page, where refreshes are counted. */
export const GAME_DETAIL_PAGE = 'game-detail';
