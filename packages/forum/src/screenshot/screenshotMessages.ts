import { t } from '@casino/core';

/**
 * Texts of a reply's winning screenshot: apart from the others, so that a reader's page
 * does not load them (they come with the quick reply's code).
 */
export const shotText = {
  toggle: () => t('forum.shot.toggle', 'Add a winning screenshot'),
  legend: () => t('forum.shot.legend', 'Your winning screenshot'),
  file: () => t('forum.shot.file', 'Screenshot of your win'),
  hint: (megabytes: number) =>
    t('forum.shot.hint', 'One PNG, GIF, JPEG, BMP or ICO image of at most {megabytes} MB.', {
      megabytes,
    }),
  missing: () => t('forum.shot.missing', 'Please upload the screenshot of your win.'),
  count: () => t('forum.shot.count', 'Choose exactly one screenshot.'),
  size: (megabytes: number) =>
    t('forum.shot.size', 'The screenshot is larger than {megabytes} MB.', { megabytes }),
  wrongType: () =>
    t(
      'forum.shot.wrongType',
      'This file type is not allowed. Choose a PNG, GIF, JPEG, BMP or ICO image.',
    ),
  captcha: () =>
    t('forum.shot.captcha', 'We could not verify that you are human. Please try again.'),
  failed: () => t('forum.shot.failed', 'The screenshot could not be uploaded. Please try again.'),
  uploading: (name: string) => t('forum.shot.uploading', 'Uploading {name}…', { name }),
  uploaded: (name: string) => t('forum.shot.uploaded', '{name} is uploaded.', { name }),
  wait: () => t('forum.shot.wait', 'Please wait until your screenshot is uploaded.'),
  remove: () => t('forum.shot.remove', 'Remove the screenshot'),
  alt: () => t('forum.shot.alt', 'Your winning screenshot'),
  casino: () => t('forum.shot.casino', 'Casino'),
  game: () => t('forum.shot.game', 'Game'),
  currency: () => t('forum.shot.currency', 'Currency'),
  currencyChoose: () => t('forum.shot.currencyChoose', 'Choose a currency'),
  bet: () => t('forum.shot.bet', 'Bet size'),
  win: () => t('forum.shot.win', 'Win size'),
  casinoMissing: () => t('forum.shot.casinoMissing', 'Choose the casino you won at.'),
  gameMissing: () => t('forum.shot.gameMissing', 'Choose the game you won in.'),
  currencyMissing: () =>
    t('forum.shot.currencyMissing', 'Choose the currency of your bet and win.'),
  betInvalid: () => t('forum.shot.betInvalid', 'Enter your bet as a number above 0, such as 1.50.'),
  winInvalid: () => t('forum.shot.winInvalid', 'Enter your win as a number, such as 250.00.'),
};
