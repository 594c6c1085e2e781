// The game page's server HTML, read and changed: hashes, the game stage, cards and the detail panel.
import { gamesHooks } from '@casino/api';
import { GAME_ID_PARAM, GAME_PLAY, HASH_TARGET, PAGE_HASHES } from './constants';
import type { PageHash } from './constants';

export interface HashRequest {
  hash: PageHash;
  gameId?: number;
}

/** The page hash among the hash's parameters (`#review`, `#game-detail&gameId=42`), if any. */
export function readPageHash(hash: string): HashRequest | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const found = PAGE_HASHES.find((name) => params.has(name));
  if (!found) return null;
  const gameId = Number(params.get(GAME_ID_PARAM));
  return Number.isInteger(gameId) && gameId > 0 ? { hash: found, gameId } : { hash: found };
}

/** The hash of the mobile-only game detail route. */
export const gameDetailHash = (gameId: number) => `#game-detail&${GAME_ID_PARAM}=${gameId}`;

/** The section a hash opens: `data-game-hash` holds its names, separated by spaces. */
export function hashTarget(root: ParentNode, hash: PageHash): HTMLElement | null {
  return (
    [...root.querySelectorAll<HTMLElement>(HASH_TARGET)].find((element) =>
      (element.dataset.gameHash ?? '').split(/\s+/).includes(hash),
    ) ?? null
  );
}

/** Only web addresses and paths of this site play in a frame: never `javascript:` and the like. */
export function safeFrameSource(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, document.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Starts a game or a card's media: a frame (IFRAME, LIVE_STREAM, GAMALYZE) takes the
 * poster's place, a preview video plays. Returns false when there is nothing to start.
 */
export function startMedia(button: HTMLElement, title: string): boolean {
  const video = button.parentElement?.querySelector<HTMLVideoElement>(
    `video[${gamesHooks.gamePreview}]`,
  );
  if (video) {
    video.controls = true;
    void video.play().catch(() => undefined);
    button.hidden = true;
    return true;
  }
  const src = safeFrameSource(button.dataset.gameSrc);
  if (!src) return false;
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = title;
  frame.className = 'cw-game-frame';
  frame.setAttribute('allow', 'fullscreen; autoplay');
  frame.setAttribute('loading', 'lazy');
  button.replaceWith(frame);
  return true;
}

/** The play button of the page's game, started as `#playGame` asks. */
export const gamePlayButton = (stage: HTMLElement | null) =>
  stage?.querySelector<HTMLElement>(GAME_PLAY) ?? null;
