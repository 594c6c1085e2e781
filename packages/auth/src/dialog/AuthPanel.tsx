import { lazy, useEffect, useState } from 'react';
import type { AuthContext, AuthTab } from '@casino/core';
import { currentUser, loadGeneralState, useSignals } from '@casino/core';
import type { SocialSettings } from '../social/types';
import { WhileLoading } from '../shared/WhileLoading';

/**
 * Loaded apart even here: the package's widgets share one module of definitions, so a
 * static import would put the forms in the code every accounts widget loads.
 */
const AuthTabs = lazy(() => import('./AuthTabs').then(({ AuthTabs }) => ({ default: AuthTabs })));

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
    <WhileLoading>
      <AuthTabs
        tab={current}
        onTabChange={setCurrent}
        context={context}
        urlAfterLogin={urlAfterLogin}
        social={social}
      />
    </WhileLoading>
  );
}
