import { lazy, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Dialog } from '@casino/ui';
import type { SocialSettings } from '../social/types';
import { text } from './messages';
import { WhileLoading } from '../shared/WhileLoading';
import type { OpenState } from './AuthDialog';

/**
 * The forms load when a visitor first opens the dialog: most pages never show it, and the
 * forms (with the social providers' code) are most of the accounts' code.
 */
const AuthTabs = lazy(() => import('./AuthTabs').then(({ AuthTabs }) => ({ default: AuthTabs })));

/**
 * Mounted with the forms: once they are there, focus moves from where the dialog put it
 * while loading (its close button) to the login field, or the tab shown. A passive effect,
 * so the dialog has noted its opener first (when the forms are already loaded).
 */
function FocusForms({ loginField }: { loginField: RefObject<HTMLInputElement | null> }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const panel = marker.current?.closest('.cw-dialog__panel');
    const target =
      loginField.current ?? panel?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    target?.focus();
  }, [loginField]);
  return <span ref={marker} hidden />;
}

/** The open authentication dialog, loaded by AuthDialog on the first open. */
export function AuthDialogOpen({
  state,
  onChange,
  onClose,
  urlAfterLogin,
  social,
}: {
  state: OpenState;
  onChange: (next: OpenState) => void;
  onClose: () => void;
  urlAfterLogin: string | undefined;
  social: SocialSettings | undefined;
}) {
  const loginField = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.dialogTitle()}
      closeLabel={text.close()}
      className="cw-auth"
      modalId="auth"
      initialFocus={loginField}
    >
      <WhileLoading>
        <AuthTabs
          tab={state.tab}
          onTabChange={(tab) => onChange({ ...state, tab })}
          context={state.context}
          urlAfterLogin={urlAfterLogin}
          reopen={state.reopen}
          social={social}
          onSignupDone={onClose}
          loginFieldRef={loginField}
        />
        <FocusForms loginField={loginField} />
      </WhileLoading>
    </Dialog>
  );
}
