import { useEffect } from 'react';
import { call, reportError } from '@casino/core';
import { content } from '@casino/api';
import {
  ScrollToTop,
  enhanceExpandables,
  enhanceLoaderButtons,
  enhancePagination,
  enhancePopovers,
  enhanceRedirects,
  enhanceSmoothScroll,
  enhanceStickyTables,
  enhanceTabs,
} from '@casino/ui';
import type { PageHelpersProps } from './props';

/** A lazy part of the page by its url (SPEC §7 lazy component); failures are logged. */
function loadPart(url: string | undefined, signal: AbortSignal): Promise<string> {
  if (!url) return Promise.resolve('');
  return call(content.lazyComponent, { url }, { signal }).then(
    (answer) => answer.content,
    (error: unknown) => {
      if (!signal.aborted) reportError(`Lazy component ${url} failed: ${String(error)}`);
      throw error;
    },
  );
}

export const CAROUSEL_SELECTOR = '[data-carousel]';

/** Sliders only where the page has one; their code is fetched then. */
function enhanceCarouselsOnDemand(root: HTMLElement): () => void {
  if (!root.querySelector(CAROUSEL_SELECTOR)) return () => undefined;
  let cleanup = () => undefined as void;
  let done = false;
  void import('./carousels').then(({ enhanceCarousels }) => {
    if (!done) cleanup = enhanceCarousels(root);
  });
  return () => {
    done = true;
    cleanup();
  };
}

/** Binds every interface helper of the server-rendered page to its `data-cw-*` hooks. */
export function enhancePage(root: HTMLElement): () => void {
  const cleanups = [
    enhanceTabs(root, {
      load: (_name, panel, signal) => loadPart(panel.dataset.cwTabLoad, signal),
    }),
    enhanceExpandables(root, {
      load: (box, signal) => loadPart(box.dataset.cwExpandableLoad, signal),
    }),
    enhanceLoaderButtons(root),
    enhancePagination(root),
    enhanceSmoothScroll(root),
    enhanceStickyTables(root),
    enhanceRedirects(root),
    enhancePopovers(root),
    enhanceCarouselsOnDemand(root),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
}

/**
 * The site-wide interface helpers of SPEC §2 (tabs, expandable boxes, loader buttons,
 * pagination, smooth scroll, sticky tables, redirects, popovers, sliders, scroll to top)
 * on the page's server HTML. The CMS places it once per page.
 */
export function PageHelpers({ scrollToTop }: PageHelpersProps) {
  useEffect(() => enhancePage(document.body), []);
  return scrollToTop ? <ScrollToTop /> : null;
}
