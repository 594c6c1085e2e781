import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { MouseEvent } from 'react';
import { logFailedLoad } from '@casino/core';
import { forumHooks, pageHooks } from '@casino/api';
import { withSanitizer } from '@casino/ui';

/** The pager's links in the server's HTML (`data-page-link="{page}"`). */
const PAGE_LINK = `[${pageHooks.pageLink}]`;

interface Wanted {
  page: number;
  /** The page that holds this post instead of `page` (a post named in the address). */
  postId?: number | undefined;
  attempt: number;
}

/** The page the server's HTML says it is (`data-page` of its root), else the one asked for. */
function pageIn(box: HTMLElement, asked: number): number {
  const page = Number(box.querySelector(`[${forumHooks.page}]`)?.getAttribute(forumHooks.page));
  return Number.isInteger(page) && page > 0 ? page : asked;
}

/**
 * Server HTML shown one page at a time in the box (`setBox` is its ref): the first page
 * (or, given `postId`, the page that holds that post) loads once the box is there, its
 * pager's links load the page they name in place (the focus then goes to the box), a
 * failure is only logged (SPEC §8) and `retry` loads it again; `showPost` loads the page of
 * a post not in the box. `load` must be stable.
 */
export function usePagedHtml(
  load: (page: number, signal: AbortSignal, postId?: number) => Promise<string>,
  what: string,
  postId?: number,
) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState<Wanted>({ page: 1, postId, attempt: 0 });
  const [result, setResult] = useState<{ wanted: Wanted; failed: boolean; page: number } | null>(
    null,
  );
  /** The page wanted came from the pager: it takes the focus once in. */
  const paged = useRef(false);

  useEffect(() => {
    if (!box) return;
    const controller = new AbortController();
    withSanitizer(load(wanted.page, controller.signal, wanted.postId)).then(
      ([html, sanitizer]) => {
        if (controller.signal.aborted) return;
        box.replaceChildren(sanitizer.fragment(html));
        // The loading line goes in the same task as the posts come: no frame shows both,
        // with the line pushed down by the posts (a layout shift).
        flushSync(() => setResult({ wanted, failed: false, page: pageIn(box, wanted.page) }));
        if (paged.current) box.focus();
      },
      (error: unknown) => {
        if (logFailedLoad(what, error, controller.signal))
          setResult({ wanted, failed: true, page: wanted.page });
      },
    );
    return () => controller.abort();
  }, [box, load, wanted, what]);

  /** A post named later (a `hashchange`): its page, when the box does not hold it. */
  const showPost = useCallback(
    (id: number) => {
      if (box?.querySelector(`[${pageHooks.postId}="${id}"]`)) return;
      paged.current = false;
      setWanted((current) => ({ page: current.page, postId: id, attempt: current.attempt }));
    },
    [box],
  );

  const onClick = useCallback((event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLElement>(PAGE_LINK);
    const page = Number(link?.dataset.pageLink);
    if (!link || !Number.isInteger(page) || page < 1) return;
    // A new tab or window is the browser's to open.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    paged.current = true;
    setWanted((current) => ({ page, attempt: current.attempt }));
  }, []);

  const current = result?.wanted === wanted ? result : null;
  return {
    setBox,
    status: current ? (current.failed ? 'failed' : 'shown') : 'loading',
    /** The box with the page wanted in it, or null while it loads or after a failure. */
    shown: current && !current.failed && box ? { box, page: current.page } : null,
    onClick,
    showPost,
    onRetry: () => setWanted((current) => ({ ...current, attempt: current.attempt + 1 })),
  } as const;
}
