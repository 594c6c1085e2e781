import { isValidElement, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { t } from '@casino/core';
import { backendHtml } from '../sanitize/trusted';
import { createLoadOnce } from './loadOnce';
import type { OnceLoadEntry, OnceLoadStore } from './loadOnce';
import './lazy.css';

/** A server HTML fragment (trusted, as the backend escapes its own HTML). */
export interface TrustedHtml {
  readonly html: string;
}

/** What a lazy loader of a tab or box resolves to: React content or a server fragment. */
export type LazyContentValue = ReactNode | TrustedHtml;

export function isTrustedHtml(value: unknown): value is TrustedHtml {
  return (
    typeof value === 'object' &&
    value !== null &&
    !isValidElement(value) &&
    typeof (value as { html?: unknown }).html === 'string'
  );
}

const text = {
  loading: () => t('ui.lazy.loading', 'Loading…'),
};

/**
 * A load-once store owned by one component: re-renders on every change, aborts what is
 * under way when the component goes away.
 */
export function useLoadOnceStore(label: string): OnceLoadStore<LazyContentValue> {
  const [store] = useState(() => createLoadOnce<LazyContentValue>({ label }));
  useSyncExternalStore(store.subscribe, store.version, store.version);
  useEffect(() => () => store.abortAll(), [store]);
  return store;
}

interface LazyContentProps {
  entry: OnceLoadEntry<LazyContentValue>;
}

/**
 * The loading and loaded states of one piece of lazy content. SPEC §8: a failed load is
 * only logged (by the store) and its loader removed, with no message: what the server
 * rendered beside it stays as it is.
 */
export function LazyContent({ entry }: LazyContentProps) {
  if (entry.status === 'loaded') {
    const value = entry.value;
    return isTrustedHtml(value) ? (
      <div
        className="cw-lazy__html"
        dangerouslySetInnerHTML={{ __html: backendHtml(value.html) }}
      />
    ) : (
      <>{value}</>
    );
  }
  if (entry.status === 'error') return null;
  return (
    <p className="cw-lazy__loading" role="status">
      <span className="cw-lazy__spinner" aria-hidden="true" />
      {text.loading()}
    </p>
  );
}
