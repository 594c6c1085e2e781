import { useCallback, useId, useRef, useState } from 'react';
import { clock, dateFormat } from '@casino/core';
import { Countdown } from '@casino/ui';
import { text } from './messages';
import type { Tournament } from './props';
import { LeaderboardTable } from './LeaderboardTable';
import { useLeaderboard } from './useLeaderboard';
import type { LiveFollow } from './useLeaderboard';

const endFormat = dateFormat({ dateStyle: 'medium', timeStyle: 'long' });

/** The end in the visitor's own time zone, named, so "18:00" is never ambiguous. */
const endLabel = (endsAt: string) => endFormat(new Date(endsAt));

interface TournamentCardProps {
  tournament: Tournament;
  headingLevel: number;
  /** The live channel this card follows while its leaderboard shows; null: none. */
  live: LiveFollow | null;
}

/**
 * SPEC §2 "Tournament cards with a countdown and a flip card": the front has the prize
 * and the countdown to the end; its button turns the card to the leaderboard and rules,
 * and back. The face turned away is inert (neither focusable nor read). Focus follows
 * the turn: the back's heading, then the button that turned it.
 */
export function TournamentCard({ tournament, headingLevel, live }: TournamentCardProps) {
  const [flipped, setFlipped] = useState(false);
  const [ended, setEnded] = useState(() => Date.parse(tournament.endsAt) <= clock.now());
  const leaderboard = useLeaderboard(tournament.id, flipped, live);
  const flipButton = useRef<HTMLButtonElement>(null);
  const backHeading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h3';
  const SubHeading = `h${Math.min(headingLevel + 1, 6)}` as 'h4';

  const turn = useCallback((toBack: boolean) => {
    setFlipped(toBack);
    // The face is inert until the render: focus moves once it is not.
    requestAnimationFrame(() => (toBack ? backHeading : flipButton).current?.focus());
  }, []);

  return (
    <article
      className="cw-tournament"
      aria-labelledby={titleId}
      data-tournament-id={tournament.id}
      data-flipped={flipped ? 'true' : 'false'}
      data-state={ended ? 'ended' : 'running'}
    >
      <div className="cw-tournament__inner">
        <div className="cw-tournament__face cw-tournament__front" inert={flipped}>
          <Heading id={titleId} className="cw-tournament__title">
            {tournament.title}
          </Heading>
          <dl className="cw-tournament__facts">
            {tournament.prize && (
              <>
                <dt>{text.prize()}</dt>
                <dd>{tournament.prize}</dd>
              </>
            )}
            {tournament.gameName && (
              <>
                <dt>{text.game()}</dt>
                <dd>{tournament.gameName}</dd>
              </>
            )}
          </dl>
          <Countdown
            target={tournament.endsAt}
            label={text.endsIn()}
            onEnd={() => setEnded(true)}
          />
          <p className="cw-tournament__end">
            {ended ? text.ended() : text.endsAt(endLabel(tournament.endsAt))}
          </p>
          <button
            ref={flipButton}
            type="button"
            className="cw-tournament__flip"
            onClick={() => turn(true)}
          >
            {text.showLeaderboard()}
          </button>
        </div>
        <div className="cw-tournament__face cw-tournament__back" inert={!flipped}>
          <SubHeading ref={backHeading} tabIndex={-1} className="cw-tournament__title">
            {text.leaderboard(tournament.title)}
          </SubHeading>
          {flipped && <LeaderboardTable title={tournament.title} state={leaderboard} />}
          {tournament.rules && (
            <>
              <p className="cw-tournament__rules-title">{text.rules()}</p>
              <p className="cw-tournament__rules">{tournament.rules}</p>
            </>
          )}
          <button type="button" className="cw-tournament__flip" onClick={() => turn(false)}>
            {text.backToCard()}
          </button>
        </div>
      </div>
    </article>
  );
}
