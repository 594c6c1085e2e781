/**
 * A reply's winning screenshot (SPEC §3 "Winning screenshot", §5 "Screenshot upload"):
 * the rules of its fields and the payload they make. No DOM: ScreenshotFields asks these.
 */
import { forum } from '@casino/api';
import type { WinningScreenshot } from '@casino/api';
import type { Chosen } from '../shared/threadForm';

// The screenshot's figures sit here rather than in constants.ts, which every forum page
// loads at once: only the screenshot's form needs them.
/** SPEC §5 "Screenshot upload", §9: one screenshot per reply, at most 5,000,000 bytes. */
export const SCREENSHOTS_PER_REPLY = 1;
export const SCREENSHOT_MAX_BYTES = 5_000_000;
/**
 * The currencies a win is told in (SPEC is silent: the site's usual ones, and the member
 * chooses one, so that no win is shown in a currency picked by default).
 */
export const WIN_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'BRL',
  'INR',
  'JPY',
] as const;

/** The screenshot as uploaded: the server's id and where it shows. */
export interface ShotImage {
  imageId: number;
  src: string;
  name: string;
}

export interface ScreenshotForm {
  image: ShotImage | null;
  casino: Chosen | null;
  game: Chosen | null;
  currencyCode: string;
  betSize: string;
  winSize: string;
}

export const EMPTY_SCREENSHOT: ScreenshotForm = {
  image: null,
  casino: null,
  game: null,
  currencyCode: '',
  betSize: '',
  winSize: '',
};

/** Why the chosen files cannot be the screenshot: not exactly one, or too large. */
export type FileProblem = 'COUNT' | 'SIZE';

export function checkScreenshotFiles(files: readonly File[]): FileProblem | null {
  if (files.length !== SCREENSHOTS_PER_REPLY) return 'COUNT';
  return files[0]!.size > SCREENSHOT_MAX_BYTES ? 'SIZE' : null;
}

/** The screenshot's fields in the form's order (the focus goes to the first in error). */
export const SCREENSHOT_FIELDS = [
  'image',
  'casino',
  'game',
  'currencyCode',
  'betSize',
  'winSize',
] as const;
export type ScreenshotField = (typeof SCREENSHOT_FIELDS)[number];
export type ScreenshotProblems = Partial<Record<ScreenshotField, true>>;

/** A size as typed ("1,5" too), or NaN. */
export function readSize(typed: string): number {
  const normalized = typed.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** The fields still wrong, in the form's order; none means the payload can be sent. */
export function screenshotProblems(form: ScreenshotForm): ScreenshotProblems {
  const bet = forum.roundWinningSize(readSize(form.betSize));
  const win = forum.roundWinningSize(readSize(form.winSize));
  const problems: ScreenshotProblems = {};
  // SPEC §5: "A winning-screenshot reply needs an uploaded image" (missing attachment).
  if (!form.image) problems.image = true;
  if (!form.casino) problems.casino = true;
  if (!form.game) problems.game = true;
  if (!/^[A-Z]{3}$/.test(form.currencyCode)) problems.currencyCode = true;
  if (!(bet > 0)) problems.betSize = true;
  if (!(win >= 0)) problems.winSize = true;
  return problems;
}

/** SPEC §3: the payload, bet and win sizes rounded to 2 decimals. Only for a form without problems. */
export function screenshotPayload(form: ScreenshotForm): WinningScreenshot {
  return {
    imageId: form.image!.imageId,
    casinoId: form.casino!.id,
    gameId: form.game!.id,
    currencyCode: form.currencyCode,
    betSize: forum.roundWinningSize(readSize(form.betSize)),
    winSize: forum.roundWinningSize(readSize(form.winSize)),
  };
}
