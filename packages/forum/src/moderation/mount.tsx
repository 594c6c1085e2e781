import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { CurrentUser } from '@casino/api';
import { currentUser, loadGeneralState, reportError, useSignals } from '@casino/core';
import { MODERATION_ROLES } from './constants';

type ModerationView = ComponentType<{ root: HTMLElement }>;

/** SPEC §6: forum moderators and administrators. */
export const moderates = (user: CurrentUser | null | undefined): boolean =>
  !!user?.roles.some((role) => (MODERATION_ROLES as readonly string[]).includes(role));

/**
 * The thread page's moderation, in its own chunk: loaded only once the page knows the
 * member is a moderator or an administrator, so members and visitors download none of it.
 * A failed load is only logged (SPEC §8 lazy chunk failures): the page works without it.
 */
export function ModerationMount({ root }: { root: HTMLElement }) {
  useSignals();
  const allowed = moderates(currentUser.value);
  const [View, setView] = useState<ModerationView | null>(null);

  useEffect(() => {
    void loadGeneralState();
  }, []);

  useEffect(() => {
    if (!allowed || View) return;
    let live = true;
    import('./moderation').then(
      ({ Moderation }) => live && setView(() => Moderation),
      (error: unknown) => reportError(`Forum moderation failed to load: ${String(error)}`),
    );
    return () => {
      live = false;
    };
  }, [allowed, View]);

  return allowed && View ? <View root={root} /> : null;
}
