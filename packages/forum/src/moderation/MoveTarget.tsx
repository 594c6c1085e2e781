import { useState } from 'react';
import { SearchSelect, useThreadSearch } from '@casino/search-select';
import { THREAD_SEARCH_URL } from './constants';
import { text } from './messages';

interface MoveTargetProps {
  postId: number;
  chosen: { id: number; title: string } | null;
  onChoose: (chosen: { id: number; title: string } | null) => void;
  error?: string | undefined;
  errorId: string;
}

/**
 * The thread a post moves to: search-select's thread search of SPEC §7 (limit 400, the
 * post's own thread left out by `postId`).
 */
export function MoveTarget({ postId, chosen, onChoose, error, errorId }: MoveTargetProps) {
  const [query, setQuery] = useState(chosen?.title ?? '');
  const search = useThreadSearch(THREAD_SEARCH_URL, chosen ? '' : query, { postId });
  return (
    <div className="cw-forum-moderation__field" aria-describedby={error ? errorId : undefined}>
      <SearchSelect
        label={text.targetThread()}
        value={query}
        onInput={(value) => {
          setQuery(value);
          if (chosen) onChoose(null);
        }}
        options={search.items.map((item) => ({ id: item.id, label: item.title }))}
        onSelect={(option) => {
          setQuery(option.label);
          onChoose({ id: Number(option.id), title: option.label });
        }}
        loading={search.loading}
        failed={search.failed}
        empty={search.empty}
        exhausted={search.exhausted}
        onLoadMore={search.loadMore}
      />
      {chosen && <p className="cw-forum-moderation__chosen">{text.chosenThread(chosen.title)}</p>}
      {error && (
        <p id={errorId} role="alert" className="cw-forum-moderation__error">
          {error}
        </p>
      )}
    </div>
  );
}
