import { RequestError, call, reportError } from '@casino/core';
import { lists } from '@casino/api';

/** Parses an HTML fragment of the server into a detached element. */
export function parseHtml(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

/** Logs a failed load, except an aborted one and a contract break (core has logged it). */
export function logFailure(what: string, error: unknown, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  if (error instanceof RequestError && error.kind === 'contract') return;
  reportError(`${what} failed: ${String(error)}`);
}

/**
 * Appends the answer's items to the list's `[data-list-items]` and puts the answer's next
 * control (or its `[data-list-end]`) in place of the one that was used.
 */
export function appendPage(list: Element, control: Element, answer: HTMLElement, next: string) {
  const items = answer.querySelector('[data-list-items]');
  const target = list.querySelector('[data-list-items]');
  if (items && target) target.append(...items.childNodes);
  const following = answer.querySelector(`${next}, [data-list-end]`);
  if (following) control.replaceWith(following);
  else control.remove();
}

/**
 * The load-more link of a review list (`a[data-load-more]` with `data-load-more-url`,
 * `-method` and `-params`): the next page is appended, the link replaced. Failures are
 * logged and the list keeps what it had.
 */
export async function loadMoreReviews(list: Element, link: HTMLAnchorElement): Promise<void> {
  if (link.hasAttribute('aria-busy')) return;
  const url = link.dataset.loadMoreUrl;
  if (!url) return;
  const method = link.dataset.loadMoreMethod === 'POST' ? 'POST' : 'GET';
  let params: lists.LoadMoreRequest;
  try {
    params = JSON.parse(link.dataset.loadMoreParams ?? '{}') as lists.LoadMoreRequest;
  } catch {
    reportError(`Load more ${url}: unreadable params`);
    return;
  }
  link.setAttribute('aria-busy', 'true');
  link.dataset.loading = '';
  try {
    const html = await call(lists.loadMore(url, method), params);
    appendPage(list, link, parseHtml(html), 'a[data-load-more]');
  } catch (error) {
    logFailure(`Load more ${url}`, error);
  } finally {
    link.removeAttribute('aria-busy');
    delete link.dataset.loading;
  }
}

/** Binds the clicks on a list's load-more links; returns the unbinding. */
export function bindLoadMore(list: Element): () => void {
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-load-more]');
    if (!link || !list.contains(link)) return;
    event.preventDefault();
    void loadMoreReviews(list, link);
  };
  list.addEventListener('click', onClick);
  return () => list.removeEventListener('click', onClick);
}
