import { useEffect } from 'react';
import { ScrollToTop } from '@casino/ui';
import { enhancePage } from './enhancePage';
import type { PageHelpersProps } from './props';

/**
 * The site-wide interface helpers of SPEC §2 (tabs, expandable boxes, popovers and
 * tooltips, loader buttons, pagination, smooth scroll, sticky tables, redirects, sliders,
 * server-rendered modals, scroll to top) on the page's server HTML, including HTML that
 * arrives later. The CMS places it once per page.
 */
export function PageHelpers({ scrollToTop }: PageHelpersProps) {
  useEffect(() => enhancePage(document.body), []);
  return scrollToTop ? <ScrollToTop /> : null;
}
