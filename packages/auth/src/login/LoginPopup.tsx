import { useEffect } from 'react';
import type { AuthContext } from '@casino/core';
import { currentUser, emit, loadGeneralState, useSignals } from '@casino/core';
import { Popover } from '@casino/ui';
import { AuthDialog } from '../dialog/AuthDialog';
import type { SocialSettings } from '../social/types';
import { LoginForm } from './LoginForm';
import { text } from './messages';

export interface LoginPopupProps {
  context?: AuthContext | undefined;
  urlAfterLogin?: string | undefined;
  social?: SocialSettings | undefined;
}

/**
 * The header's login: a "Log in" button opening a panel with the login form, the social
 * buttons and a "Sign up" link that opens the authentication dialog's Signup tab
 * (`auth:open`; the page's `auth` widget answers, or, on a page without one, a dialog
 * this widget keeps for that). A logged-in member sees the name.
 */
export function LoginPopup({ context = 'site', urlAfterLogin, social }: LoginPopupProps) {
  useSignals();
  useEffect(() => {
    void loadGeneralState();
  }, []);

  const user = currentUser.value;
  let content;
  if (user === undefined) {
    content = (
      <span className="cw-login-popup__pending" aria-label={text.popupLoading()} role="status" />
    );
  } else if (user) {
    content = (
      <span className="cw-login-popup__member" title={text.loggedInAs(user.userName)}>
        {user.userName}
      </span>
    );
  } else {
    content = (
      <Popover
        label={text.popupButton()}
        className="cw-login-popup__button"
        panelClassName="cw-login-popup__panel"
      >
        <LoginForm
          context={context}
          urlAfterLogin={urlAfterLogin}
          social={social}
          onSwitchToSignup={() => emit('auth:open', { tab: 'SIGNUP', context })}
        />
      </Popover>
    );
  }
  return (
    <>
      {content}
      <AuthDialog fallback context={context} urlAfterLogin={urlAfterLogin} social={social} />
    </>
  );
}
