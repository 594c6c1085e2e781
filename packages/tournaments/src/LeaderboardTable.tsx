import { dateFormat } from '@casino/core';
import { text } from './messages';
import type { LeaderboardState } from './useLeaderboard';

const timeFormat = dateFormat({ timeStyle: 'medium' });

const timeOf = (iso: string | null | undefined) => {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(time) ? timeFormat(time) : null;
};

interface LeaderboardTableProps {
  title: string;
  state: LeaderboardState;
}

/** The standings; the time of the last refresh is announced politely as it changes. */
export function LeaderboardTable({ title, state }: LeaderboardTableProps) {
  const { board, loading, failed } = state;
  const updated = timeOf(board?.updatedOn);
  return (
    <div className="cw-tournament__board" aria-busy={loading}>
      {!board && loading && <p role="status">{text.loading()}</p>}
      {!board && failed && <p role="alert">{text.unavailable()}</p>}
      {board && board.rows.length === 0 && <p>{text.empty()}</p>}
      {board && board.rows.length > 0 && (
        <table className="cw-tournament__table" data-leaderboard>
          <caption className="cw-visually-hidden">{text.leaderboard(title)}</caption>
          <thead>
            <tr>
              <th scope="col">{text.rank()}</th>
              <th scope="col">{text.player()}</th>
              <th scope="col">{text.points()}</th>
            </tr>
          </thead>
          <tbody>
            {board.rows.map((row) => (
              <tr key={`${row.rank}-${row.userName}`}>
                <td>{row.rank}</td>
                <th scope="row">{row.userName}</th>
                <td>{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="cw-tournament__updated" aria-live="polite">
        {updated && text.updatedAt(updated)}
      </p>
    </div>
  );
}
