export const LIST_PATHS = {
  casinos: {
    results: '/frontendService/lists/casinos',
    group: '/frontendService/lists/casinos/group',
    more: '/frontendService/lists/casinos/more',
  },
  bonuses: {
    results: '/frontendService/lists/bonuses',
    group: '/frontendService/lists/bonuses/group',
    more: '/frontendService/lists/bonuses/more',
  },
  games: {
    results: '/frontendService/lists/games',
    group: '/frontendService/lists/games/group',
    more: '/frontendService/lists/games/more',
  },
} as const;

export const GAME_SLIDES_PATH = '/frontendService/lists/games/slides';
export const CAROUSEL_SIZE = 6;

export type ListKind = keyof typeof LIST_PATHS;
