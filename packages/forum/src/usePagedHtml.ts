import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { logFailedLoad } from '@casino/core';
import { serverFragment } from './page';
import { withSanitizer } from './sanitizer';

/** The pager's links in the server's HTML (`data-page-link="{page}"`). */
const PAGE_LINK = '[data-page-link]';

interface Wanted {
  page: number;
  attempt: number;
}

/**
 * Server HTML shown one page at a time in the box (`setBox` is its ref): the first page
 * loads once the box is there, its pager's links load the page they name in place (the
 * focus then goes to the box), a failure is only logged (SPEC §8) and `retry` loads it
 * again. `load` must be stable.
 */
export function usePagedHtml(
  load: (page: number, signal: AbortSignal) => Promise<string>,
  what: string,
) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState<Wanted>({ page: 1, attempt: 0 });
  const [result, setResult] = useState<{ wanted: Wanted; failed: boolean } | null>(null);
  /** The page wanted came from the pager: it takes the focus once in. */
  const paged = useRef(false);

  useEffect(() => {
    if (!box) return;
    const controller = new AbortController();
    withSanitizer(load(wanted.page, controller.signal)).then(
      (html) => {
        if (controller.signal.aborted) return;
        box.replaceChildren(serverFragment(html));
        setResult({ wanted, failed: false });
        if (paged.current) box.focus();
      },
      (error: unknown) => {
        if (logFailedLoad(what, error, controller.signal)) setResult({ wanted, failed: true });
      },
    );
    return () => controller.abort();
  }, [box, load, wanted, what]);

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
    shown: current && !current.failed && box ? { box, page: wanted.page } : null,
    onClick,
    onRetry: () => setWanted((current) => ({ ...current, attempt: current.attempt + 1 })),
  } as const;
}
