import { useEffect, useRef, useState } from 'react';
import type { AuthContext, AuthTab } from '@casino/core';
import { on } from '@casino/core';
import { Dialog } from '@casino/ui';
import type { SocialSettings } from '../social/types';
import { AuthTabs } from './AuthTabs';
import { text } from './messages';
import { asksForLoginModal, removeShowLoginModal } from './showLoginModal';

export interface AuthDialogProps {
  /** The context when the opener names none. */
  context?: AuthContext | undefined;
  urlAfterLogin?: string | undefined;
  social?: SocialSettings | undefined;
}

interface OpenState {
  tab: AuthTab;
  context: AuthContext;
  reopen: string | undefined;
}

/**
 * SPEC §2 authentication modal. Opens on core's `auth:open` event ({ tab, context,
 * reopen }) and on a page address with `showLoginModal=1` (Login tab; the parameter is
 * removed). The login field gets focus on the Login tab, the tab itself on the Signup tab.
 */
export function AuthDialog({ context = 'site', urlAfterLogin, social }: AuthDialogProps) {
  const [state, setState] = useState<OpenState | null>(() =>
    asksForLoginModal() ? { tab: 'LOGIN', context, reopen: undefined } : null,
  );
  const loginField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const off = on('auth:open', (detail) => {
      setState({
        tab: detail.tab ?? 'LOGIN',
        context: detail.context ?? context,
        reopen: detail.reopen,
      });
    });
    removeShowLoginModal();
    return off;
  }, [context]);

  const close = () => setState(null);
  return (
    <Dialog
      open={state !== null}
      onClose={close}
      title={text.dialogTitle()}
      closeLabel={text.close()}
      className="cw-auth"
      modalId="auth"
      initialFocus={loginField}
    >
      {state && (
        <AuthTabs
          tab={state.tab}
          onTabChange={(tab) => setState({ ...state, tab })}
          context={state.context}
          urlAfterLogin={urlAfterLogin}
          reopen={state.reopen}
          social={social}
          onSignupDone={close}
          loginFieldRef={loginField}
        />
      )}
    </Dialog>
  );
}
