import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { clock } from '@casino/core';
import type { VoteChoice } from '@casino/api';
import { gamesHooks } from '@casino/api';
import { computePlacement, useCall } from '@casino/ui';
import type { Side } from '@casino/ui';
import { VOTE_CLOSE_MS } from './constants';
import { text } from './messages';
import { markVote, submitVote } from './vote';
import type { VoteItem } from './vote';
import { loadCountries } from './voteCountries';

interface VotePopoverProps {
  link: HTMLElement;
  item: VoteItem;
  onClose: (returnFocus: boolean) => void;
}

const OPTIONS: { vote: VoteChoice; label: () => string }[] = [
  { vote: 'LIKE', label: text.voteYes },
  { vote: 'DISLIKE', label: text.voteNo },
];

/**
 * Below the link, or above it when only there it fits (a link low in the window), kept
 * inside the viewport and, taller than the room on either side, scrolling inside.
 * Placed again as its content changes, it keeps the side it took while that fits.
 */
function place(panel: HTMLElement, link: HTMLElement) {
  const root = document.documentElement;
  const side = panel.dataset.placement as Side | undefined;
  panel.style.maxHeight = '';
  const at = computePlacement({
    anchor: link.getBoundingClientRect(),
    floating: { width: panel.offsetWidth, height: panel.offsetHeight },
    viewport: { width: root.clientWidth, height: root.clientHeight },
    placement: side ?? 'bottom',
  });
  panel.dataset.placement = at.placement;
  panel.style.maxHeight = at.maxHeight === undefined ? '' : `${at.maxHeight}px`;
  panel.style.top = `${at.top + window.scrollY}px`;
  panel.style.left = `${at.left + window.scrollX}px`;
}

/**
 * The vote popover (SPEC §4 "Vote link", §5 "Vote submission"): the working countries
 * and a fast-submit form whose first click on an option sends it; a second click on the
 * active option, and any click while it is sent, is ignored. Success shows the finish
 * slide, marks the link per the answer and closes after 2.5 s; a code other than 200
 * shows its message in the form's error area.
 */
export default function VotePopover({ link, item, onClose }: VotePopoverProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const countries = useRef<HTMLDivElement>(null);
  const finish = useRef<HTMLParagraphElement>(null);
  const active = useRef<VoteChoice | null>(null);
  const [chosen, setChosen] = useState<VoteChoice | null>(null);
  const { busy: sending, error, setError, run } = useCall();
  const [done, setDone] = useState(false);
  const [countriesMissing, setCountriesMissing] = useState(false);
  const [countriesShown, setCountriesShown] = useState(false);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Placed again as its content changes (the countries, an error, the finish slide).
  useLayoutEffect(() => {
    if (panel.current) place(panel.current, link);
  }, [link, countriesShown, countriesMissing, error, done]);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    element.querySelector<HTMLElement>(`button[${gamesHooks.voteOption}]`)?.focus();
    const onResize = () => place(element, link);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [link]);

  useEffect(() => {
    const controller = new AbortController();
    loadCountries(item, controller.signal).then(
      (nodes) => {
        if (!nodes) {
          setCountriesMissing(true);
          return;
        }
        countries.current?.replaceChildren(nodes);
        setCountriesShown(true);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [item]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !link.contains(target)) onCloseRef.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [link]);

  useEffect(() => {
    if (!done) return;
    finish.current?.focus();
    const timer = clock.setTimeout(() => onCloseRef.current(true), VOTE_CLOSE_MS);
    return () => clock.clearTimeout(timer);
  }, [done]);

  const choose = (vote: VoteChoice) => {
    // The active option (chosen and sent, or being sent) clicked again does nothing.
    if (active.current !== null) return;
    active.current = vote;
    setChosen(vote);
    const sent = run(async (signal) => {
      const outcome = await submitVote(item, vote, signal);
      if (outcome.answer) markVote(link, outcome.answer);
      if (outcome.ok) {
        setDone(true);
        return;
      }
      active.current = null;
      setChosen(null);
      setError(outcome.message);
    });
    sent.catch(() => undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const vote = OPTIONS.find((option) => option.vote === submitter?.value)?.vote;
    if (vote) choose(vote);
  };

  const errorId = `${id}-error`;
  return (
    <div
      ref={panel}
      className="cw-game-vote cw-vote"
      role="dialog"
      aria-label={text.voteTitle()}
      data-vote-popover
    >
      {done ? (
        <div className="cw-vote__slide" data-vote-slide="finish">
          <p ref={finish} tabIndex={-1} className="cw-vote__title" role="status">
            {text.voteThanks()}
          </p>
        </div>
      ) : (
        <div className="cw-vote__slide" data-vote-slide="form">
          <h2 className="cw-vote__title">{text.voteTitle()}</h2>
          <p className="cw-vote__label">{text.voteWorksIn()}</p>
          <div ref={countries} className="cw-vote__countries">
            {countriesMissing && <p>{text.voteCountriesMissing()}</p>}
          </div>
          <form
            className="cw-vote__form"
            noValidate
            onSubmit={onSubmit}
            aria-busy={sending || undefined}
          >
            <div role="group" aria-label={text.voteOptions()} className="cw-vote__options">
              {OPTIONS.map(({ vote, label }) => (
                <button
                  key={vote}
                  type="submit"
                  name="vote"
                  value={vote}
                  data-vote-option={vote}
                  className="cw-vote__option"
                  aria-pressed={chosen === vote}
                  aria-describedby={error ? errorId : undefined}
                >
                  {label()}
                </button>
              ))}
            </div>
            <p id={errorId} role="alert" className="cw-vote__error">
              {error}
            </p>
          </form>
        </div>
      )}
      <button type="button" className="cw-vote__close" onClick={() => onClose(true)}>
        {text.close()}
      </button>
    </div>
  );
}
