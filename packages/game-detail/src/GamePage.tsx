import { useEffect } from 'react';
import { currentDeviceClass, isMobileViewport, scrollToElement, viewportWidth } from '@casino/ui';
import { gamesHooks } from '@casino/api';
import {
  GAME_CARD,
  GAME_CARD_DETAIL,
  GAME_CARD_OPEN,
  GAME_DETAIL_PANEL,
  GAME_PLAY,
  GAME_STAGE,
  PLAY_FOR_REAL,
} from './constants';
import type { PageHash } from './constants';
import {
  gameDetailHash,
  gamePlayButton,
  hashTarget,
  readPageHash,
  startMedia,
} from './gamePageHash';
import type { HashRequest } from './gamePageHash';
import { text } from './messages';
import { createAgeGuard, noteUnanswerableGate } from './ageGate';

const CARD_PLAY = `[${gamesHooks.gameCardPlay}]`;
const PANEL_CLOSE = `[${gamesHooks.gameDetailClose}]`;
const PANEL_BODY = `[${gamesHooks.gameDetailBody}]`;

/**
 * The mobile-only game detail route (SPEC §2) is for a small window or a phone: a phone
 * held sideways has a tablet-wide viewport but not the height for the panel beside the
 * carousel (SPEC §9's device classes, by the screen's sides).
 */
const isMobile = () => isMobileViewport(viewportWidth()) || currentDeviceClass() === 'phone';

/** The frame's accessible name: the game's, from its card or stage. */
const frameTitle = (owner: Element | null) =>
  text.gameFrame(
    owner?.getAttribute('aria-label') ||
      owner?.querySelector('h2, h3')?.textContent?.trim() ||
      text.thisGame(),
  );

function cardById(gameId: number): HTMLElement | null {
  return (
    [...document.querySelectorAll<HTMLElement>(GAME_CARD)].find(
      (card) => Number(card.dataset.gameId) === gameId,
    ) ?? null
  );
}

/**
 * The carousel's detail panel shows the chosen card's detail (the card's template, server
 * HTML). On a phone it is the game detail route: a full-screen panel that Back closes.
 */
function showDetail(card: HTMLElement, asRoute: boolean): HTMLElement | null {
  const panel = document.querySelector<HTMLElement>(GAME_DETAIL_PANEL);
  const template = card.querySelector<HTMLTemplateElement>(GAME_CARD_DETAIL);
  const body = panel?.querySelector<HTMLElement>(PANEL_BODY) ?? panel;
  if (!panel || !template || !body) return null;
  body.replaceChildren(template.content.cloneNode(true));
  panel.hidden = false;
  panel.dataset.gameId = card.dataset.gameId ?? '';
  panel.toggleAttribute(gamesHooks.gameDetailRoute, asRoute);
  document.querySelectorAll<HTMLElement>(GAME_CARD_OPEN).forEach((button) => {
    button.setAttribute('aria-expanded', String(card.contains(button)));
  });
  if (!panel.hasAttribute('tabindex')) panel.tabIndex = -1;
  return panel;
}

function hideRoute() {
  const panel = document.querySelector<HTMLElement>(
    `${GAME_DETAIL_PANEL}[${gamesHooks.gameDetailRoute}]`,
  );
  if (!panel) return;
  panel.hidden = true;
  panel.removeAttribute(gamesHooks.gameDetailRoute);
  const card = cardById(Number(panel.dataset.gameId));
  const opener = card?.querySelector<HTMLElement>(GAME_CARD_OPEN);
  opener?.setAttribute('aria-expanded', 'false');
  opener?.focus();
}

/** A play asked for inside a guarded game waits for the age verification (ageGate.ts). */
const ageGuard = createAgeGuard();

/** Starts a game or a card's media, unless it is gone or out of sight (the age verification covers it). */
const play = (button: HTMLElement, owner: Element | null) =>
  button.isConnected &&
  !button.closest('[inert], [hidden]') &&
  startMedia(button, frameTitle(owner));

/** SPEC §2 "Game detail" hashes; `enableAgeVerify` is the age-verify widget's. */
function apply({ hash, gameId }: HashRequest) {
  if (hash === 'enableAgeVerify') return;
  if (hash === 'game-detail' && gameId !== undefined) {
    const card = cardById(gameId);
    const panel = card && showDetail(card, isMobile());
    if (panel) scrollToElement(panel);
    return;
  }
  const target =
    hashTarget(document, hash) ?? (hash === 'playGame' ? document.querySelector(GAME_STAGE) : null);
  if (!(target instanceof HTMLElement)) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  scrollToElement(target);
  const button = hash === 'playGame' ? gamePlayButton(target) : null;
  if (button) ageGuard.run(button, () => play(button, target));
}

/** Sets the hash without a history entry (the page's sections are not pages of their own). */
function replaceHash(hash: PageHash) {
  history.replaceState(history.state, '', `#${hash}`);
  apply({ hash });
}

/**
 * The game page (SPEC §2 "Game detail"): the hashes it opens with, the play and
 * play-for-real buttons, the cards' media and the carousel's detail panel, with the
 * mobile-only game detail route.
 */
export function GamePage() {
  useEffect(() => {
    const onHash = () => {
      const request = readPageHash(location.hash);
      const toRoute = request?.hash === 'game-detail' && request.gameId !== undefined;
      // Back from the route returns to the card, whatever hash the page had before it.
      if (
        !toRoute &&
        document.querySelector(`${GAME_DETAIL_PANEL}[${gamesHooks.gameDetailRoute}]`)
      ) {
        hideRoute();
        return;
      }
      if (request) apply(request);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const forReal = target?.closest<HTMLElement>(PLAY_FOR_REAL);
      const playButton = target?.closest<HTMLElement>(`${GAME_PLAY}, ${CARD_PLAY}`);
      const open = target?.closest<HTMLElement>(GAME_CARD_OPEN);
      const close = target?.closest<HTMLElement>(PANEL_CLOSE);
      if (forReal) {
        event.preventDefault();
        ageGuard.run(forReal, () => {
          replaceHash('play-for-real');
          return true;
        });
      } else if (playButton) {
        const owner = playButton.closest<HTMLElement>(`${GAME_CARD}, ${GAME_STAGE}`);
        if (ageGuard.run(playButton, () => play(playButton, owner))) event.preventDefault();
      } else if (open) {
        const card = open.closest<HTMLElement>(GAME_CARD);
        const gameId = Number(card?.dataset.gameId);
        if (!card || !Number.isInteger(gameId) || gameId <= 0) return;
        event.preventDefault();
        // A phone opens the detail as a route of its own, so that Back closes it.
        if (isMobile()) location.hash = gameDetailHash(gameId);
        else showDetail(card, false)?.focus();
      } else if (close) {
        event.preventDefault();
        const panel = close.closest<HTMLElement>(GAME_DETAIL_PANEL);
        if (panel?.hasAttribute(gamesHooks.gameDetailRoute)) history.back();
        else if (panel) panel.hidden = true;
      }
    };
    const stopNote = noteUnanswerableGate();
    onHash();
    window.addEventListener('hashchange', onHash);
    document.addEventListener('click', onClick);
    return () => {
      stopNote();
      ageGuard.stop();
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}
