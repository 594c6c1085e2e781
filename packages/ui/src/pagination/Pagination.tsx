import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { t } from '@casino/core';
import { navigateTo, pageItems, pageUrl, parsePageInput, sanitizePageInput } from './pageUrl';
import type { Navigate } from './pageUrl';
import './pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** The last page: page links stop there and the go-to-page input is capped at it. */
  pageCount: number;
  /** The list's address; the page number replaces or is appended to its last segment. */
  basePath: string;
  /** Show the go-to-page input (true by default). */
  goToPage?: boolean;
  /** How to go to a page from the input; `location.assign` by default. */
  navigate?: Navigate;
  /** The accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

const text = {
  label: () => t('ui.pagination.label', 'Pagination'),
  previous: () => t('ui.pagination.previous', 'Previous page'),
  next: () => t('ui.pagination.next', 'Next page'),
  page: (page: number) => t('ui.pagination.page', 'Page {page}', { page }),
  goTo: () => t('ui.pagination.goTo', 'Go to page'),
  go: () => t('ui.pagination.go', 'Go'),
  range: (max: number) => t('ui.pagination.range', '1 to {max}', { max }),
};

/** Page links with the current page marked, and a go-to-page input (SPEC §2). */
export function Pagination({
  page,
  pageCount,
  basePath,
  goToPage = true,
  navigate = navigateTo,
  label,
  className,
}: PaginationProps) {
  const id = useId();
  const [value, setValue] = useState('');
  if (pageCount < 1) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = parsePageInput(value, pageCount);
    if (target !== null) navigate(pageUrl(basePath, target));
  };

  return (
    <nav
      className={['cw-pagination', className].filter(Boolean).join(' ')}
      aria-label={label ?? text.label()}
    >
      <ul className="cw-pagination__list">
        {page > 1 && (
          <li>
            <a className="cw-pagination__step" href={pageUrl(basePath, page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="cw-pagination__hidden">{text.previous()}</span>
            </a>
          </li>
        )}
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="cw-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className="cw-pagination__page"
                href={pageUrl(basePath, item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={text.page(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a className="cw-pagination__step" href={pageUrl(basePath, page + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="cw-pagination__hidden">{text.next()}</span>
            </a>
          </li>
        )}
      </ul>
      {goToPage && pageCount > 1 && (
        <form className="cw-pagination__goto" onSubmit={submit} noValidate>
          <label className="cw-pagination__goto-label" htmlFor={`${id}-page`}>
            {text.goTo()}
          </label>
          <input
            id={`${id}-page`}
            className="cw-pagination__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="go"
            value={value}
            aria-describedby={`${id}-range`}
            onChange={(event) => setValue(sanitizePageInput(event.target.value, pageCount))}
          />
          <span id={`${id}-range`} className="cw-pagination__range">
            {text.range(pageCount)}
          </span>
          <button type="submit" className="cw-pagination__go">
            {text.go()}
          </button>
        </form>
      )}
    </nav>
  );
}
