import { text } from './messages';
import type { TournamentsProps } from './props';
import { TournamentCard } from './TournamentCard';

/** The tournament cards of a page, as a list. */
export function Tournaments({ tournaments, headingLevel }: TournamentsProps) {
  return (
    <ul className="cw-tournaments" aria-label={text.listLabel()}>
      {tournaments.map((tournament) => (
        <li key={tournament.id}>
          <TournamentCard tournament={tournament} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
