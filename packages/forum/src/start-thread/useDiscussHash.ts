import { useEffect, useRef } from 'react';
import { discussRequested, withoutDiscuss } from '../shared/hash';

/**
 * SPEC §2 Forum: the thread modal opens when the hash holds `discuss=true`, on load and on
 * every hash change. `forget()` takes it out of the address (without a history entry) when
 * the modal closes, so a reload does not open it again and the same link opens it anew.
 */
export function useDiscussHash(open: () => void) {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const follow = () => {
      if (discussRequested(window.location.hash)) latest.current();
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return {
    forget() {
      const { hash, pathname, search } = window.location;
      if (!discussRequested(hash)) return;
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${search}${withoutDiscuss(hash)}`,
      );
    },
  };
}
