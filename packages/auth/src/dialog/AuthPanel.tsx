import { useEffect, useState } from 'react';
import type { AuthContext, AuthTab } from '@casino/core';
import { currentUser, loadGeneralState, useSignals } from '@casino/core';
import type { SocialSettings } from '../social/types';
import { AuthTabs } from './AuthTabs';

export interface AuthPanelProps {
  /** The tab shown first; Log in by default. */
  tab?: AuthTab | undefined;
  context?: AuthContext | undefined;
  urlAfterLogin?: string | undefined;
  social?: SocialSettings | undefined;
}

/**
 * The sign up / log in tabs embedded in the page rather than in a dialog. A logged-in
 * member has nothing to do here, so the panel shows only to visitors (and nothing until
 * the page knows which one it is, so no form flashes up for a member).
 */
export function AuthPanel({
  tab = 'LOGIN',
  context = 'site',
  urlAfterLogin,
  social,
}: AuthPanelProps) {
  useSignals();
  const [current, setCurrent] = useState<AuthTab>(tab);
  useEffect(() => {
    void loadGeneralState();
  }, []);
  if (currentUser.value !== null) return null;
  return (
    <AuthTabs
      tab={current}
      onTabChange={setCurrent}
      context={context}
      urlAfterLogin={urlAfterLogin}
      social={social}
    />
  );
}
