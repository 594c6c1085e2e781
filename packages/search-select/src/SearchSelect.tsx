import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { text } from './messages';
import type { SearchSelectTexts } from './messages';

export interface SearchSelectOption {
  id: string | number;
  label: string;
  /** Shown in place of the label (e.g. a highlighted title); the label stays the option's text. */
  content?: ReactNode;
  disabled?: boolean;
}

export interface SearchSelectProps<O extends SearchSelectOption> {
  /** The input's visible label. */
  label: string;
  value: string;
  onInput: (value: string) => void;
  options: O[];
  onSelect: (option: O) => void;
  loading?: boolean;
  failed?: boolean;
  /** The query was searched and found nothing. */
  empty?: boolean;
  /** Nothing more to load; shows the no-more-results text when `onLoadMore` is given. */
  exhausted?: boolean;
  /** Shows a "load more" button while not exhausted. */
  onLoadMore?: () => void;
  placeholder?: string;
  /** Replaces some of the default (localized) texts. */
  texts?: Partial<SearchSelectTexts>;
}

/**
 * A small autocomplete (WAI-ARIA combobox with a listbox popup) for the search
 * components: ArrowDown/ArrowUp move through the options, Enter chooses, Escape closes
 * the list and then clears the input.
 */
export function SearchSelect<O extends SearchSelectOption>(props: SearchSelectProps<O>) {
  const { label, value, onInput, options, onSelect, loading, failed, empty, exhausted } = props;
  const texts: SearchSelectTexts = {
    searching: props.texts?.searching ?? text.searching(),
    failed: props.texts?.failed ?? text.failed(),
    noResults: props.texts?.noResults ?? text.noResults(),
    noMore: props.texts?.noMore ?? text.noMore(),
    loadMore: props.texts?.loadMore ?? text.loadMore(),
  };
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const open = !closed && options.length > 0;
  const activeOption = open && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: O | undefined) => {
    if (!option || option.disabled) return;
    onSelect(option);
    setClosed(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setClosed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0
          ? options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setClosed(true);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        onInput('');
      }
    }
  };

  const status = failed
    ? texts.failed
    : loading
      ? texts.searching
      : empty
        ? texts.noResults
        : props.onLoadMore && exhausted && options.length > 0
          ? texts.noMore
          : '';

  return (
    <div className="cw-search-select">
      <label className="cw-search-select__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="cw-search-select__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={props.placeholder}
        value={value}
        onChange={(event) => {
          setClosed(false);
          setActive(-1);
          onInput(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        className="cw-search-select__list"
        role="listbox"
        aria-label={label}
        hidden={!open}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            role="option"
            className="cw-search-select__option"
            aria-selected={index === active}
            aria-disabled={option.disabled || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.content ?? option.label}
          </li>
        ))}
      </ul>
      {props.onLoadMore && open && !exhausted && (
        <button
          type="button"
          className="cw-search-select__more"
          disabled={loading}
          onClick={() => {
            // The button goes once nothing is left: keep the focus on the field.
            input.current?.focus();
            props.onLoadMore?.();
          }}
        >
          {texts.loadMore}
        </button>
      )}
      <p className="cw-search-select__status" role="status">
        {status}
      </p>
    </div>
  );
}
