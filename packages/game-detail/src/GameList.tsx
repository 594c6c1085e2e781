import { useEffect, useRef, useState } from 'react';
import { currentUser, emit, loadGeneralState } from '@casino/core';
import { gamesHooks } from '@casino/api';
import { LIST_ADD, LIST_REMOVE, LIST_ROOT } from './constants';
import { changeGameList } from './gameListChange';
import { text } from './messages';

type Note = { kind: 'status' | 'error'; message: string } | null;

/** SPEC §6: a visitor adding to a list gets the login/signup dialog (the auth widget's). */
const askLogin = () => emit('auth:open', { tab: 'LOGIN', context: 'site' });

/** Runs the action for a member, once the login state is known; asks a visitor to log in. */
function asMember(action: () => void) {
  const decide = () => (currentUser.value ? action() : askLogin());
  if (currentUser.value !== undefined) decide();
  else void loadGeneralState().then(decide);
}

/** The root shows the state: `data-in-list`, and only the button that changes it. */
export function showInList(root: HTMLElement, inList: boolean) {
  root.dataset.inList = String(inList);
  root.querySelector<HTMLElement>(LIST_ADD)?.toggleAttribute('hidden', inList);
  root.querySelector<HTMLElement>(LIST_REMOVE)?.toggleAttribute('hidden', !inList);
}

/**
 * SPEC §4 "Personal game list" on the server's buttons, anywhere on the page (the game,
 * its cards): add and remove toggle which button shows, and focus moves to the one now
 * shown. One request per game at a time; the second click of a double click is ignored.
 */
export function GameList() {
  const [note, setNote] = useState<Note>(null);
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const busy = new WeakSet<HTMLElement>();
    document.querySelectorAll<HTMLElement>(LIST_ROOT).forEach((root) => {
      showInList(root, root.dataset.inList === 'true');
    });

    const change = async (root: HTMLElement, gameId: number, add: boolean) => {
      busy.add(root);
      root.setAttribute('aria-busy', 'true');
      setNote(null);
      const outcome = await changeGameList(gameId, add, controller.signal).catch(() => null);
      if (!outcome) return; // aborted: the widget is gone
      busy.delete(root);
      root.removeAttribute('aria-busy');
      if (!outcome.ok) {
        if (outcome.login) askLogin();
        setNote({ kind: 'error', message: outcome.message });
        return;
      }
      const hadFocus = root.contains(document.activeElement);
      showInList(root, add);
      if (hadFocus) root.querySelector<HTMLElement>(add ? LIST_REMOVE : LIST_ADD)?.focus();
      const name = root.dataset.gameName || text.thisGame();
      setNote({ kind: 'status', message: add ? text.listAdded(name) : text.listRemoved(name) });
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLElement>(`${LIST_ADD}, ${LIST_REMOVE}`);
      const root = button?.closest<HTMLElement>(LIST_ROOT);
      if (!button || !root || anchor.current?.contains(button)) return;
      event.preventDefault();
      const gameId = Number(root.dataset.gameId);
      if (!Number.isInteger(gameId) || gameId <= 0) {
        console.error(
          `Widget "game-list": ${LIST_ROOT} without a whole-number ${gamesHooks.gameId}`,
        );
        return;
      }
      if (busy.has(root) || event.detail > 1) return;
      const add = button.matches(LIST_ADD);
      asMember(() => void change(root, gameId, add));
    };
    document.addEventListener('click', onClick);
    return () => {
      controller.abort();
      document.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <span ref={anchor} className="cw-game-list__notes">
      <span role="status" className="cw-game-list__status">
        {note?.kind === 'status' && note.message}
      </span>
      <span role="alert" className="cw-game-list__error">
        {note?.kind === 'error' && note.message}
      </span>
    </span>
  );
}
