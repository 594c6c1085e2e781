import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { AuthContext } from '@casino/core';
import { currentUser, emit, loadGeneralState, on, useSignals } from '@casino/core';
import { AuthDialog } from '../dialog/AuthDialog';
import type { SocialSettings } from '../social/types';
import { popupText as text } from './popupMessages';

/** The panel with the form loads on the first click of the button (see LoginPanel). */
const LoginPanel = lazy(() =>
  import('./LoginPanel').then(({ LoginPanel }) => ({ default: LoginPanel })),
);

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
 *
 * The panel closes whenever the dialog is asked for (its own link or any `auth:open`):
 * focus in the panel first goes back to the "Log in" button, so the dialog takes focus
 * from there and gives it back to that button when it closes.
 */
export function LoginPopup({ context = 'site', urlAfterLogin, social }: LoginPopupProps) {
  useSignals();
  const root = useRef<HTMLDivElement>(null);
  const open = useRef(false);
  const panelId = `${useId()}-login`;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [expanded, setExpanded] = useState(false);
  // Set on the first click and kept: the form stays mounted (what was typed stays).
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    void loadGeneralState();
  }, []);

  useEffect(
    () =>
      on('auth:open', () => {
        const trigger = root.current?.querySelector<HTMLButtonElement>('.cw-login-popup__button');
        if (!trigger || !open.current) return;
        if (root.current?.contains(document.activeElement)) trigger.focus();
        // The popover's button toggles it: a click closes the open panel.
        trigger.click();
      }),
    [],
  );

  const user = currentUser.value;
  let content;
  if (user === undefined) {
    // The button's own box, unseen: the header keeps its layout when the button comes.
    content = (
      <span className="cw-login-popup__pending" aria-label={text.popupLoading()} role="status">
        <span className="cw-login-popup__button" aria-hidden="true">
          {text.popupButton()}
        </span>
      </span>
    );
  } else if (user) {
    content = (
      <span className="cw-login-popup__member" title={text.loggedInAs(user.userName)}>
        {user.userName}
      </span>
    );
  } else {
    content = (
      <>
        <button
          ref={setButton}
          type="button"
          className="cw-login-popup__button"
          aria-expanded={expanded}
          aria-controls={panelId}
          // Later clicks are the panel's own (it toggles from its button).
          onClick={() => setOpened(true)}
        >
          {text.popupButton()}
        </button>
        {opened && button && (
          <Suspense
            fallback={
              <p className="cw-login-popup__loading" role="status">
                {text.formLoading()}
              </p>
            }
          >
            <LoginPanel
              anchor={button}
              id={panelId}
              onOpenChange={(next) => {
                open.current = next;
                setExpanded(next);
              }}
              context={context}
              urlAfterLogin={urlAfterLogin}
              social={social}
              onSwitchToSignup={() => emit('auth:open', { tab: 'SIGNUP', context })}
            />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <>
      <div ref={root} className="cw-login-popup__root">
        {content}
      </div>
      <AuthDialog fallback context={context} urlAfterLogin={urlAfterLogin} social={social} />
    </>
  );
}
