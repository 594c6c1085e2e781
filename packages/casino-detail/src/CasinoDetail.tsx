import { useEffect, useRef } from 'react';
import { bindCasinoDetail } from './bind';
import type { CasinoDetailProps } from './props';

function findRoot(placeholder: HTMLElement | null, selector: string): HTMLElement | null {
  try {
    return placeholder?.closest<HTMLElement>(selector) ?? document.querySelector(selector);
  } catch {
    return null;
  }
}

/**
 * The casino detail page (SPEC §2 Casino detail) on the server's HTML: the widget adds no
 * view of its own, it binds the page's hooks (README.md) inside its root.
 */
export function CasinoDetail(props: CasinoDetailProps) {
  const anchor = useRef<HTMLSpanElement>(null);
  const { casinoId, langId, root: selector } = props;

  useEffect(() => {
    const root = findRoot(anchor.current, selector);
    if (!root) {
      console.error(`Widget "casino-detail": no casino page part matches ${selector}`);
      return;
    }
    root.classList.add('cw-casino-detail');
    return bindCasinoDetail(root, { casinoId, langId, root: selector });
  }, [casinoId, langId, selector]);

  return <span ref={anchor} hidden />;
}
