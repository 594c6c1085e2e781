import { t } from '@casino/core';

/** Texts of the tournament cards: localization key and English fallback. */
export const text = {
  listLabel: () => t('tournaments.label', 'Tournaments'),
  endsIn: () => t('tournaments.endsIn', 'Ends in'),
  endsAt: (when: string) => t('tournaments.endsAt', 'Ends {when}', { when }),
  ended: () => t('tournaments.ended', 'This tournament has ended.'),
  prize: () => t('tournaments.prize', 'Prize'),
  game: () => t('tournaments.game', 'Game'),
  showLeaderboard: () => t('tournaments.showLeaderboard', 'Leaderboard and rules'),
  backToCard: () => t('tournaments.backToCard', 'Back to the tournament'),
  leaderboard: (title: string) => t('tournaments.leaderboard', 'Leaderboard of {title}', { title }),
  rules: () => t('tournaments.rules', 'Rules'),
  rank: () => t('tournaments.rank', 'Place'),
  player: () => t('tournaments.player', 'Player'),
  points: () => t('tournaments.points', 'Points'),
  loading: () => t('tournaments.loading', 'Loading the leaderboard…'),
  empty: () => t('tournaments.empty', 'Nobody has played yet.'),
  unavailable: () =>
    t(
      'tournaments.unavailable',
      'The leaderboard is not available just now. Please try again later.',
    ),
  updatedAt: (time: string) => t('tournaments.updatedAt', 'Updated at {time}', { time }),
};
