import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { call } from '@casino/core';
import { search, searchHooks } from '@casino/api';
import { backendFragment } from '@casino/ui';
import { useDebouncedSearch } from '@casino/search-select';
import { SEARCH_QUERY_MAX_LENGTH, analyticsText, isSearchable } from './constants';
import { navigation, reportSelect } from './events';
import {
  activeTab,
  itemText,
  prepareResults,
  readMore,
  selectTab,
  tabForKey,
  visibleItemLinks,
} from './results';
import type { SearchProps } from './props';
import { text } from './messages';

/** The search overlay's content: the combobox input and the server's result tabs. */
export function SearchPanel(props: SearchProps & { label: string }) {
  const { target, pageCountryId, fulltextSearchType, label } = props;
  const [query, setQuery] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const resultsId = useId();
  const hintId = useId();
  const results = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const run = useCallback(
    (text: string, signal: AbortSignal) =>
      call(
        search.searchOverlay(target),
        { query: text, pageCountryId, fulltextSearchType },
        { signal },
      ),
    [target, pageCountryId, fulltextSearchType],
  );
  // Mounted as the overlay opens, maybe after the dialog focused its close button while
  // this code loaded: the search field takes the focus.
  useEffect(() => input.current?.focus(), []);

  const state = useDebouncedSearch(query, run);
  const shown = isSearchable(query) && state.data !== null;

  // The server HTML goes in as it comes (like every server fragment of the site), through
  // ui's door for HTML (TrustedHTML under the site's Content Security Policy).
  useLayoutEffect(() => {
    const root = results.current;
    if (!root) return;
    root.replaceChildren(backendFragment(shown ? (state.data ?? '') : ''));
    prepareResults(root, text.noMore());
    setActiveId(null);
  }, [shown, state.data]);

  const links = () => (results.current ? visibleItemLinks(results.current) : []);
  const activeLinkNow = () => links().find((link) => link.id === activeId);

  useEffect(() => {
    const root = results.current;
    if (!root) return;
    root.querySelectorAll(`[${searchHooks.searchActive}]`).forEach((element) => {
      element.removeAttribute(searchHooks.searchActive);
    });
    const link = activeId ? document.getElementById(activeId) : null;
    if (link && root.contains(link)) {
      link.setAttribute(searchHooks.searchActive, '');
      link.scrollIntoView?.({ block: 'nearest' });
    }
  });

  const choose = (link: HTMLAnchorElement) => {
    reportSelect({
      text: analyticsText(itemText(link)),
      kind: link.closest<HTMLElement>(`[${searchHooks.searchItem}]`)?.dataset.searchItem ?? '',
      href: link.getAttribute('href') ?? '',
      tab: (results.current && activeTab(results.current)) ?? '',
      query: query.trim(),
    });
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    const items = links();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const current = items.findIndex((link) => link.id === activeId);
      const next =
        current < 0 && step < 0 ? items.length - 1 : (current + step + items.length) % items.length;
      setActiveId(items[next]?.id ?? null);
    } else if (event.key === 'Enter') {
      const activeLink = activeLinkNow();
      if (!activeLink) return;
      event.preventDefault();
      choose(activeLink);
      navigation.go(activeLink.href);
    } else if (event.key === 'Escape' && query !== '') {
      // Escape clears first; an empty input lets the dialog close.
      event.preventDefault();
      setQuery('');
    }
  };

  useEffect(() => {
    const root = results.current;
    if (!root) return undefined;
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target : null;
      const tab = element?.closest<HTMLElement>(`[${searchHooks.searchTab}]`);
      const tabLink = element?.closest<HTMLElement>(`[${searchHooks.searchTabLink}]`);
      const more = element?.closest<HTMLElement>(`[${searchHooks.searchReadMore}]`);
      const link = element?.closest<HTMLAnchorElement>(`[${searchHooks.searchItem}] a`);
      if (tab) {
        selectTab(root, tab.dataset.searchTab ?? '');
        setActiveId(null);
      } else if (tabLink) {
        const name = tabLink.dataset.searchTabLink ?? '';
        if (selectTab(root, name))
          root.querySelector<HTMLElement>(`[${searchHooks.searchTab}="${name}"]`)?.focus();
        setActiveId(null);
      } else if (more) {
        readMore(more);
        if (more.hidden)
          root
            .querySelector<HTMLElement>(
              `[${searchHooks.searchPanel}]:not([hidden]) [${searchHooks.searchExhausted}]`,
            )
            ?.focus();
      } else if (link) {
        choose(link);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>(`[${searchHooks.searchTab}]`)
          : null;
      if (!tab) return;
      const next = tabForKey(root, tab, event.key);
      if (!next) return;
      event.preventDefault();
      selectTab(root, next.dataset.searchTab ?? '');
      next.focus();
      setActiveId(null);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKeyDown);
    };
  });

  const status = !isSearchable(query)
    ? query.trim()
      ? text.tooShort()
      : ''
    : state.failed
      ? text.failed()
      : state.loading
        ? text.searching()
        : '';

  return (
    <div className="cw-search__panel">
      <input
        ref={input}
        className="cw-search__input cw-field__input"
        type="search"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={resultsId}
        aria-activedescendant={shown && activeId ? activeId : undefined}
        aria-describedby={hintId}
        autoComplete="off"
        placeholder={text.placeholder()}
        value={query}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => setQuery(event.target.value.slice(0, SEARCH_QUERY_MAX_LENGTH))}
        onKeyDown={onKeyDown}
      />
      <p
        id={hintId}
        className={`cw-search__status${state.failed ? ' cw-search__status--error' : ''}`}
        role="status"
        aria-busy={state.loading}
      >
        {state.loading && <span className="cw-search__loader" aria-hidden="true" />}
        {status}
      </p>
      <div
        ref={results}
        id={resultsId}
        className="cw-search__results"
        aria-label={text.results()}
        role="region"
        hidden={!shown}
      />
    </div>
  );
}
