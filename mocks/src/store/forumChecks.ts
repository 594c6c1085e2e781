/**
 * The forum's refusals that read the request alone (SPEC §5, §6, §9): word counts, text
 * length and images, representatives, the poll of a new thread, winning screenshots.
 * Each answers the refusal, or null when the input passes.
 */
import { CODE_NOT_ALLOWED, forum } from '@casino/api';
import type { CreateThreadRequest, WinningScreenshot } from '@casino/api';
import { db } from './db';
import type { StoredScreenshot, Thread } from '../fixtures/community';
import { answer, formError, representsCasino } from '../access';
import type { Refusal } from '../access';
import { characterCount, imageCount, plainText } from '../markup/forumText';
import { forumState } from './forumStore';
import { isUploadedImage } from '../handlers/uploads';

type Check = Refusal | ReturnType<typeof formError> | null;

/** The text of a post (a reply, an edit, a first post): not empty, not too long, few images. */
export function checkPostText(text: string, { first = false }: { first?: boolean } = {}): Check {
  const plain = plainText(text);
  if (!plain && imageCount(text) === 0) return formError('Please write your post.');
  if (first && forum.countWords(plain) < forum.FIRST_POST_MIN_WORDS)
    return formError(`The first post needs at least ${forum.FIRST_POST_MIN_WORDS} words.`);
  if (characterCount(text) > forum.FORUM_POST_MAX_CHARACTERS)
    return formError(`A post may have at most ${forum.FORUM_POST_MAX_CHARACTERS} characters.`);
  if (imageCount(text) > forum.FORUM_POST_MAX_IMAGES)
    return formError(`A post may hold at most ${forum.FORUM_POST_MAX_IMAGES} images.`);
  return null;
}

/** SPEC §1, §6: only a representative of the casino writes on its behalf. */
export const checkOnBehalf = (onBehalfOfId: number | undefined): Check =>
  onBehalfOfId === undefined || representsCasino(onBehalfOfId) ? null : answer(CODE_NOT_ALLOWED);

/** The options of a new thread's poll that count: trimmed, empty ones left out (SPEC §5). */
export const pollOptionNames = (input: CreateThreadRequest) =>
  (input.pollOptions ?? []).map((name) => name.trim()).filter(Boolean);

/** The minimum of options a poll needs (the fake's choice: a poll is a choice). */
export const POLL_MIN_OPTIONS = 2;

export function checkNewThread(input: CreateThreadRequest): Check {
  if (!forumState().categories.some((category) => category.id === input.categoryId))
    return formError('Please choose a category.');
  if (forum.countWords(input.title) < forum.THREAD_TITLE_MIN_WORDS)
    return formError(`The title needs at least ${forum.THREAD_TITLE_MIN_WORDS} words.`);
  const text = checkPostText(input.firstPostText, { first: true });
  if (text) return text;
  const onBehalf = checkOnBehalf(input.onBehalfOfId);
  if (onBehalf) return onBehalf;
  if (
    input.forumRelatedCasinoId !== undefined &&
    !db.casinos.some((casino) => casino.id === input.forumRelatedCasinoId)
  )
    return formError('This casino does not exist.');
  if (
    input.forumRelatedGameId !== undefined &&
    !db.games.some((game) => game.id === input.forumRelatedGameId)
  )
    return formError('This game does not exist.');
  const options = pollOptionNames(input);
  const question = input.pollQuestion?.trim() ?? '';
  if ((question || options.length > 0) && (!question || options.length < POLL_MIN_OPTIONS))
    return formError(`A poll needs a question and at least ${POLL_MIN_OPTIONS} options.`);
  return null;
}

/**
 * SPEC §5 "A winning-screenshot reply needs an uploaded image": the thread must take
 * screenshots, the image must be uploaded, casino and game must exist. Sizes are stored
 * rounded to 2 decimals.
 */
export function readScreenshot(
  thread: Thread,
  shot: WinningScreenshot,
): StoredScreenshot | ReturnType<typeof formError> {
  if (!thread.winningScreenshotsEnabled)
    return formError('This thread does not take winning screenshots.');
  if (!isUploadedImage(shot.imageId)) return formError('Please upload your winning screenshot.');
  if (!db.casinos.some((casino) => casino.id === shot.casinoId))
    return formError('Please choose the casino of your win.');
  if (!db.games.some((game) => game.id === shot.gameId))
    return formError('Please choose the game of your win.');
  return {
    ...shot,
    betSize: forum.roundWinningSize(shot.betSize),
    winSize: forum.roundWinningSize(shot.winSize),
  };
}
