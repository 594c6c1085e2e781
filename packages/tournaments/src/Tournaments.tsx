import { useMemo } from 'react';
import { text } from './messages';
import { TOURNAMENT_ID_SLOT } from './props';
import type { TournamentsProps } from './props';
import { TournamentCard } from './TournamentCard';

/** The tournament cards of a page, as a list; each follows its own live destination. */
export function Tournaments({
  tournaments,
  headingLevel,
  live,
  socketUrl,
  liveDestination,
}: TournamentsProps) {
  const destinations = useMemo(
    () =>
      new Map(
        tournaments.map((tournament) => [
          tournament.id,
          liveDestination.replaceAll(TOURNAMENT_ID_SLOT, String(tournament.id)),
        ]),
      ),
    [tournaments, liveDestination],
  );
  const followed = useMemo(() => new Set(destinations.values()), [destinations]);
  return (
    <ul className="cw-tournaments" aria-label={text.listLabel()}>
      {tournaments.map((tournament) => (
        <li key={tournament.id}>
          <TournamentCard
            tournament={tournament}
            headingLevel={headingLevel}
            live={
              live
                ? { url: socketUrl, destination: destinations.get(tournament.id)!, followed }
                : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
