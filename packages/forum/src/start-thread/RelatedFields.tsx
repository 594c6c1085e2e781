import { useState } from 'react';
import type { CasinoGameItem } from '@casino/api';
import { SearchSelect, useComponentSearch, useGameSearch } from '@casino/search-select';
import type { SearchList } from '@casino/search-select';
import { text } from '../messages';
import type { Chosen } from '../shared/threadForm';

export interface PickerProps {
  label: string;
  search: SearchList<CasinoGameItem>;
  query: string;
  onQuery: (query: string) => void;
  chosen: Chosen | null;
  onChoose: (chosen: Chosen | null) => void;
}

/** One optional related item: search-select's autocomplete, and a button to drop the choice. */
export function RelatedPicker({ label, search, query, onQuery, chosen, onChoose }: PickerProps) {
  return (
    <div className="cw-forum-start-thread__related">
      <SearchSelect
        label={label}
        value={query}
        onInput={(value) => {
          onQuery(value);
          if (chosen) onChoose(null);
        }}
        options={search.items.map((item) => ({ id: item.value, label: item.label }))}
        onSelect={(option) => {
          onQuery(option.label);
          onChoose({ id: Number(option.id), label: option.label });
        }}
        loading={search.loading}
        failed={search.failed}
        empty={search.empty}
        exhausted={search.exhausted}
        onLoadMore={search.loadMore}
      />
      {chosen && (
        <button
          type="button"
          className="cw-forum-thread__link"
          onClick={() => {
            onQuery('');
            onChoose(null);
          }}
        >
          {text.remove(chosen.label)}
        </button>
      )}
    </div>
  );
}

interface RelatedFieldsProps {
  casinoSearchUrl: string;
  gameSearchUrl: string;
  casino: Chosen | null;
  game: Chosen | null;
  onChange: (change: { casino?: Chosen | null; game?: Chosen | null }) => void;
}

/** The thread's optional related casino and related game (SPEC §3, §7 search components). */
export function RelatedFields(props: RelatedFieldsProps) {
  const { casino, game, onChange } = props;
  const [casinoQuery, setCasinoQuery] = useState(casino?.label ?? '');
  const [gameQuery, setGameQuery] = useState(game?.label ?? '');
  const casinos = useComponentSearch(props.casinoSearchUrl, casino ? '' : casinoQuery);
  const games = useGameSearch(props.gameSearchUrl, game ? '' : gameQuery);
  return (
    <>
      <RelatedPicker
        label={text.relatedCasino()}
        search={casinos}
        query={casinoQuery}
        onQuery={setCasinoQuery}
        chosen={casino}
        onChoose={(chosen) => onChange({ casino: chosen })}
      />
      <RelatedPicker
        label={text.relatedGame()}
        search={games}
        query={gameQuery}
        onQuery={setGameQuery}
        chosen={game}
        onChoose={(chosen) => onChange({ game: chosen })}
      />
    </>
  );
}
