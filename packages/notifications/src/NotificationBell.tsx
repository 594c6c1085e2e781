import { Suspense, lazy, useEffect } from 'react';
import { currentUser, loadGeneralState, useSignals } from '@casino/core';
import type { NotificationsProps } from './props';

/** The member's bell comes in its own chunk: a visitor never downloads it. */
const Bell = lazy(() => import('./Bell').then(({ Bell }) => ({ default: Bell })));

/**
 * SPEC §4 Notifications: the bell with its unread badge and the panel. Members only:
 * a visitor (no user once the page state has loaded) sees nothing.
 */
export function NotificationBell(props: NotificationsProps) {
  useSignals();
  useEffect(() => {
    void loadGeneralState();
  }, []);
  const user = currentUser.value;
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Bell key={user.id} user={user} {...props} />
    </Suspense>
  );
}
