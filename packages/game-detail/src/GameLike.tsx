import { useEffect, useRef, useState } from 'react';
import { clock } from '@casino/core';
import { gamesHooks, pageHooks } from '@casino/api';
import { LIKE_ANIMATION_MS, LIKE_BUTTON, LIKE_COUNT } from './constants';
import { nextLikeState, readLikeState, readLikeType, sendLike } from './like';
import type { LikeState } from './like';
import { text } from './messages';
import type { GameLikeProps } from './props';

type Note = { kind: 'status' | 'error'; message: string } | null;

function findRoot(placeholder: HTMLElement | null, selector: string): HTMLElement | null {
  try {
    return placeholder?.closest<HTMLElement>(selector) ?? document.querySelector(selector);
  } catch {
    return null;
  }
}

/** The server HTML shows the state: `data-like-state` on the root, `aria-pressed` on each button. */
function show(root: HTMLElement, state: LikeState, numberOfLikes?: number) {
  root.dataset.likeState = state === 'NONE' ? '' : state;
  root.querySelectorAll<HTMLElement>(LIKE_BUTTON).forEach((button) => {
    button.setAttribute('aria-pressed', String(button.dataset.gameLikeType === state));
  });
  const count = root.querySelector(LIKE_COUNT);
  if (count && numberOfLikes !== undefined) count.textContent = String(numberOfLikes);
}

const noteFor = (state: LikeState, count: number) =>
  state === 'LIKE'
    ? text.liked(count)
    : state === 'DISLIKE'
      ? text.disliked()
      : text.cleared(count);

/**
 * SPEC §4 "Game like" on the game page's server HTML: the like and dislike buttons send
 * `game/like2` with the type clicked; the active type clicked again clears it, the other
 * sets it; the count comes from the answer. One request at a time: clicks meanwhile, and
 * the second click of a double click, are ignored. A failure keeps the state as it was and says so.
 */
export function GameLike({ brandId, root: rootSelector }: GameLikeProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [note, setNote] = useState<Note>(null);

  useEffect(() => {
    const root = findRoot(anchor.current, rootSelector);
    const itemId = Number(root?.dataset.itemId);
    if (!root || !Number.isInteger(itemId) || itemId <= 0) {
      console.error(
        `Widget "game-like": no like buttons with a game id (${rootSelector}[${gamesHooks.itemId}]) on the page`,
      );
      return;
    }
    let state = readLikeState(root.dataset.likeState);
    show(root, state);
    const controller = new AbortController();
    let busy = false;
    let animation: ReturnType<typeof clock.setTimeout> | undefined;

    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>(LIKE_BUTTON);
      const type = readLikeType(button?.dataset.gameLikeType);
      // The second click of a double click would undo the first: a double click is one vote.
      const repeat = event.detail > 1;
      if (!button || !root.contains(button) || !type || busy || repeat) return;
      busy = true;
      root.setAttribute('aria-busy', 'true');
      setNote(null);
      const outcome = await sendLike(itemId, brandId, type, controller.signal).catch(() => null);
      if (!outcome) return; // aborted: the widget is gone
      busy = false;
      root.removeAttribute('aria-busy');
      if (!outcome.ok) {
        setNote({ kind: 'error', message: outcome.message });
        return;
      }
      state = nextLikeState(state, type);
      show(root, state, outcome.numberOfLikes);
      setNote({ kind: 'status', message: noteFor(state, outcome.numberOfLikes) });
      clock.clearTimeout(animation);
      root.toggleAttribute(pageHooks.likeAnimating, state === 'LIKE');
      if (state === 'LIKE')
        animation = clock.setTimeout(
          () => root.removeAttribute(pageHooks.likeAnimating),
          LIKE_ANIMATION_MS,
        );
    };
    const listener = (event: MouseEvent) => void onClick(event);
    root.addEventListener('click', listener);
    return () => {
      controller.abort();
      clock.clearTimeout(animation);
      root.removeEventListener('click', listener);
      root.removeAttribute('aria-busy');
      root.removeAttribute(pageHooks.likeAnimating);
    };
  }, [brandId, rootSelector]);

  return (
    <span ref={anchor} className="cw-game-like__notes">
      <span role="status" className="cw-game-like__status">
        {note?.kind === 'status' && note.message}
      </span>
      <span role="alert" className="cw-game-like__error">
        {note?.kind === 'error' && note.message}
      </span>
    </span>
  );
}
