import { useEffect, useState } from 'react';
import { t } from '@casino/core';
import { SCROLL_TO_TOP_FOCUS_TARGETS, scrollToTop, watchScrollToTop } from './scrollTopWatch';
import './scroll.css';

export interface ScrollToTopProps {
  /** The button's accessible name. */
  label?: string;
  /** Where focus goes once at the top (CSS selectors, first match wins); the main heading by default. */
  focusTargets?: string | readonly string[];
}

/** SPEC §2: a button back to the top, shown after scrolling past one viewport height. */
export function ScrollToTop({
  label,
  focusTargets = SCROLL_TO_TOP_FOCUS_TARGETS,
}: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => watchScrollToTop(setVisible), []);
  return (
    <button
      type="button"
      className="cw-scroll-top"
      hidden={!visible}
      onClick={() => void scrollToTop(focusTargets)}
    >
      <svg className="cw-scroll-top__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" />
      </svg>
      <span className="cw-scroll-top__label">{label ?? t('ui.scrollToTop', 'Back to top')}</span>
    </button>
  );
}
