import { text } from '../messages';
import type { NamedItem } from '../props';

/** The casinos a representative may post for, named by the page where it knows them. */
export function representedCasinos(ids: readonly number[], named: NamedItem[]): NamedItem[] {
  return ids.map(
    (id) => named.find((casino) => casino.id === id) ?? { id, name: text.casinoNumber(id) },
  );
}

interface PostAsProps {
  id: string;
  userName: string;
  represented: NamedItem[];
  /** '' posts as the member; else a represented casino's id (`onBehalfOfId`). */
  value: string;
  onChange: (value: string) => void;
  className?: string | undefined;
}

/** SPEC §6: a casino's representative posts as themselves or on behalf of the casino. */
export function PostAs({ id, userName, represented, value, onChange, className }: PostAsProps) {
  if (represented.length === 0) return null;
  return (
    <div className={className}>
      <label className="cw-forum-thread__label" htmlFor={id}>
        {text.postAs()}
      </label>
      <select
        id={id}
        className="cw-forum-start-thread__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{text.postAsSelf(userName)}</option>
        {represented.map((casino) => (
          <option key={casino.id} value={casino.id}>
            {casino.name}
          </option>
        ))}
      </select>
    </div>
  );
}
