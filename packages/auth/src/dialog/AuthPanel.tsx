import { useState } from 'react';
import type { AuthContext, AuthTab } from '@casino/core';
import type { SocialSettings } from '../social/types';
import { AuthTabs } from './AuthTabs';

export interface AuthPanelProps {
  /** The tab shown first; Log in by default. */
  tab?: AuthTab | undefined;
  context?: AuthContext | undefined;
  urlAfterLogin?: string | undefined;
  social?: SocialSettings | undefined;
}

/** The sign up / log in tabs embedded in the page rather than in a dialog. */
export function AuthPanel({
  tab = 'LOGIN',
  context = 'site',
  urlAfterLogin,
  social,
}: AuthPanelProps) {
  const [current, setCurrent] = useState<AuthTab>(tab);
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
