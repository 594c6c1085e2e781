import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { gamesHooks } from '@casino/api';
import { VOTE_LINK } from './constants';
import { text } from './messages';
import type { GameVoteProps } from './props';
import { isVoteDisabled, markVote, readVoteItem, readVoteState, resetVote } from './vote';
import type { VoteItem } from './vote';

// The popover's code comes with the first vote (ui's sanitizer for the countries with its call).
const VotePopover = lazy(() => import('./VotePopover'));

type Note = { kind: 'status' | 'error'; message: string } | null;
interface Opened {
  link: HTMLElement;
  item: VoteItem;
}

/**
 * SPEC §4 "Vote link" on the server's links, anywhere on the page: a link not voted opens
 * the vote popover; a voted one sends the reset request and updates its marks; a
 * vote-disabled one opens nothing.
 */
export function VoteLinks({ brandId }: GameVoteProps) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [note, setNote] = useState<Note>(null);
  const openedRef = useRef<Opened | null>(null);

  useEffect(() => {
    openedRef.current = opened;
    opened?.link.setAttribute('aria-expanded', 'true');
    return () => opened?.link.setAttribute('aria-expanded', 'false');
  }, [opened]);

  useEffect(() => {
    const controller = new AbortController();
    const resetting = new WeakSet<HTMLElement>();
    document.querySelectorAll<HTMLElement>(VOTE_LINK).forEach((link) => {
      if (!isVoteDisabled(link)) link.setAttribute('aria-haspopup', 'dialog');
      link.setAttribute('aria-expanded', 'false');
      markVote(link, {
        likeVote: readVoteState(link) === 'LIKE',
        dislikeVote: readVoteState(link) === 'DISLIKE',
      });
    });

    const reset = async (link: HTMLElement, item: VoteItem) => {
      resetting.add(link);
      link.setAttribute('aria-busy', 'true');
      const outcome = await resetVote(item, controller.signal).catch(() => null);
      if (!outcome) return;
      resetting.delete(link);
      link.removeAttribute('aria-busy');
      if (outcome.answer) markVote(link, outcome.answer);
      if (outcome.ok)
        setNote({ kind: 'status', message: outcome.answer.message || text.voteRemoved() });
      else if (outcome.message !== null) setNote({ kind: 'error', message: outcome.message });
    };

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLElement>(VOTE_LINK);
      if (!link) return;
      event.preventDefault();
      if (isVoteDisabled(link) || resetting.has(link) || event.detail > 1) return;
      if (openedRef.current?.link === link) {
        setOpened(null);
        return;
      }
      const item = readVoteItem(link, brandId);
      if (!item) {
        console.error(
          `Widget "game-vote": ${VOTE_LINK} needs ${gamesHooks.voteItemId} and ${gamesHooks.voteFormUrl}`,
        );
        return;
      }
      setNote(null);
      if (readVoteState(link) !== 'NONE') void reset(link, item);
      else setOpened({ link, item });
    };
    document.addEventListener('click', onClick);
    return () => {
      controller.abort();
      document.removeEventListener('click', onClick);
    };
  }, [brandId]);

  const close = (returnFocus: boolean) => {
    const link = openedRef.current?.link;
    setOpened(null);
    if (returnFocus && link?.isConnected) link.focus();
  };

  return (
    <>
      <span role="status" className="cw-vote__hidden">
        {note?.kind === 'status' && note.message}
      </span>
      <span role="alert" className="cw-vote__error">
        {note?.kind === 'error' && note.message}
      </span>
      {opened &&
        createPortal(
          <Suspense fallback={null}>
            <VotePopover
              key={opened.item.voteItemId}
              link={opened.link}
              item={opened.item}
              onClose={close}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
