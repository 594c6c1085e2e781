import { useId, useRef } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import type { AuthContext, AuthTab } from '@casino/core';
import { tabIndexForKey } from '@casino/ui';
import { LoginForm } from '../login/LoginForm';
import { SignupForm } from '../signup/SignupForm';
import type { SocialSettings } from '../social/types';
import { text } from './messages';

/** The tabs in their order (SPEC §2: a Signup tab and a Login tab). */
export const AUTH_TABS: readonly AuthTab[] = ['SIGNUP', 'LOGIN'];

export interface AuthTabsProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  context: AuthContext;
  urlAfterLogin?: string | undefined;
  reopen?: string | undefined;
  social?: SocialSettings | undefined;
  /** A signup is complete (or validated, in the review context). */
  onSignupDone?: (() => void) | undefined;
  /** Receives the login field (a dialog focuses it on open). */
  loginFieldRef?: RefObject<HTMLInputElement | null> | undefined;
}

/**
 * SPEC §2 authentication: "Sign up" and "Log in" tabs (WAI-ARIA tabs: arrow keys, Home,
 * End), switchable by tab or by the inline links of each form. Switching by a link moves
 * focus to the tab now shown.
 */
export function AuthTabs({
  tab,
  onTabChange,
  context,
  urlAfterLogin,
  reopen,
  social,
  onSignupDone,
  loginFieldRef,
}: AuthTabsProps) {
  const id = useId();
  const tabRefs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});
  const label = (name: AuthTab) => (name === 'SIGNUP' ? text.signupTab() : text.loginTab());

  const switchTo = (name: AuthTab) => {
    onTabChange(name);
    tabRefs.current[name]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = AUTH_TABS.findIndex((name) => tabRefs.current[name] === document.activeElement);
    const next = tabIndexForKey(event.key, Math.max(current, 0), AUTH_TABS.length);
    if (next === null) return;
    event.preventDefault();
    switchTo(AUTH_TABS[next]!);
  };

  return (
    <div className="cw-auth-tabs" data-tab={tab}>
      <div
        role="tablist"
        aria-label={text.tabsLabel()}
        className="cw-auth-tabs__list"
        onKeyDown={onKeyDown}
      >
        {AUTH_TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            className="cw-auth-tabs__tab"
            aria-selected={tab === name}
            aria-controls={tab === name ? `${id}-panel-${name}` : undefined}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onTabChange(name)}
          >
            {label(name)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${tab}`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="cw-auth-tabs__panel"
        data-name={tab}
      >
        {tab === 'LOGIN' ? (
          <LoginForm
            context={context}
            urlAfterLogin={urlAfterLogin}
            reopen={reopen}
            social={social}
            onSwitchToSignup={() => switchTo('SIGNUP')}
            firstFieldRef={loginFieldRef}
          />
        ) : (
          <SignupForm
            context={context}
            confirmInPlace={context === 'forum'}
            onSwitchToLogin={() => switchTo('LOGIN')}
            {...(onSignupDone ? { onDone: onSignupDone } : {})}
          />
        )}
      </div>
    </div>
  );
}
