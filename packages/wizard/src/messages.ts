import { t } from '@casino/core';
import type { WizardBonusType, WizardCasinoType, WizardGameGenre } from '@casino/api';

/** Texts of the casino wizard: localization key and English fallback. */
export const text = {
  label: () => t('wizard.label', 'Casino finder'),
  stepCount: (step: number, of: number) =>
    t('wizard.stepCount', 'Step {step} of {of}', { step, of }),
  resultCount: () => t('wizard.resultCount', 'Your results'),
  bonusTitle: () => t('wizard.bonusTitle', 'Which bonus do you like best?'),
  genresTitle: () => t('wizard.genresTitle', 'Which games do you play?'),
  casinoTitle: () => t('wizard.casinoTitle', 'What kind of casino suits you?'),
  resultTitle: () => t('wizard.resultTitle', 'Casinos for you'),
  chooseOne: () => t('wizard.chooseOne', 'Choose one.'),
  chooseSome: () => t('wizard.chooseSome', 'Choose one or more.'),
  bonusMissing: () => t('wizard.bonusMissing', 'Please choose a bonus type to go on.'),
  genresMissing: () => t('wizard.genresMissing', 'Please choose at least one kind of game.'),
  casinoMissing: () => t('wizard.casinoMissing', 'Please choose a kind of casino.'),
  back: () => t('wizard.back', 'Back'),
  next: () => t('wizard.next', 'Next'),
  submit: () => t('wizard.submit', 'Show my casinos'),
  sending: () => t('wizard.sending', 'Finding casinos…'),
  genericError: () =>
    t('wizard.genericError', 'We could not find your casinos just now. Please try again.'),
  networkError: () =>
    t(
      'wizard.networkError',
      'The connection failed. Check that you are online and try again; your answers are kept.',
    ),
};

export const bonusLabels: Record<WizardBonusType, () => string> = {
  NO_DEPOSIT: () => t('wizard.bonus.NO_DEPOSIT', 'No deposit bonus'),
  DEPOSIT: () => t('wizard.bonus.DEPOSIT', 'Deposit bonus'),
  FREE_SPINS: () => t('wizard.bonus.FREE_SPINS', 'Free spins'),
  CASHBACK: () => t('wizard.bonus.CASHBACK', 'Cashback'),
};

export const genreLabels: Record<WizardGameGenre, () => string> = {
  SLOT: () => t('wizard.genre.SLOT', 'Slots'),
  ROULETTE: () => t('wizard.genre.ROULETTE', 'Roulette'),
  BLACKJACK: () => t('wizard.genre.BLACKJACK', 'Blackjack'),
  POKER: () => t('wizard.genre.POKER', 'Poker'),
  LIVE: () => t('wizard.genre.LIVE', 'Live casino'),
};

export const casinoLabels: Record<WizardCasinoType, () => string> = {
  NEW: () => t('wizard.casino.NEW', 'A new casino'),
  TRUSTED: () => t('wizard.casino.TRUSTED', 'A casino with a good reputation'),
  LOW_DEPOSIT: () => t('wizard.casino.LOW_DEPOSIT', 'A low minimum deposit'),
  CRYPTO: () => t('wizard.casino.CRYPTO', 'Pays in crypto'),
  HIGH_LIMIT: () => t('wizard.casino.HIGH_LIMIT', 'High withdrawal limits'),
};
