import { lazy, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { AuthContext, AuthTab } from '@casino/core';
import { clock, currentUser, on } from '@casino/core';
import { Dialog } from '@casino/ui';
import type { SocialSettings } from '../social/types';
import { text } from './messages';
import { WhileLoading } from '../shared/WhileLoading';
import { asksForLoginModal, removeShowLoginModal } from '../shared/showLoginModal';

export interface AuthDialogProps {
  /** The context when the opener names none. */
  context?: AuthContext | undefined;
  urlAfterLogin?: string | undefined;
  social?: SocialSettings | undefined;
  /**
   * A stand-in kept by another widget (the header's login popup) for pages without the
   * `auth` widget: it answers only while no `auth` widget is on the page.
   */
  fallback?: boolean | undefined;
}

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

interface Host {
  fallback: boolean;
}

/** The dialogs on the page: exactly one answers `auth:open`, an `auth` widget first. */
const hosts: Host[] = [];

/**
 * A page with an `auth` placeholder has its dialog, whether it has mounted yet or not
 * (widgets load in any order), so a fallback stays quiet there.
 */
const pageHasAuthWidget = () => document.querySelector('[data-widget="auth"]') !== null;

function answers(host: Host): boolean {
  if (host.fallback && pageHasAuthWidget()) return false;
  return (hosts.find((candidate) => !candidate.fallback) ?? hosts[0]) === host;
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
 * One dialog answers per page: the `auth` widget's, else a fallback's.
 */
export function AuthDialog({
  context = 'site',
  urlAfterLogin,
  social,
  fallback = false,
}: AuthDialogProps) {
  const [state, setState] = useState<OpenState | null>(() =>
    !fallback && asksForLoginModal() ? { tab: 'LOGIN', context, reopen: undefined } : null,
  );
  const loginField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const host: Host = { fallback };
    hosts.push(host);
    const off = on('auth:open', (detail) => {
      if (!answers(host)) return;
      const wanted = detail.context ?? context;
      // SPEC §2: for reviews it appears only when there is no member logged in.
      if (wanted === 'review' && currentUser.peek()) return;
      setState({
        tab: detail.tab ?? 'LOGIN',
        context: wanted,
        reopen: detail.reopen,
      });
    });
    let timer: ReturnType<typeof clock.setTimeout> | undefined;
    if (!fallback) removeShowLoginModal();
    else {
      // A fallback looks once the page's other widgets had their turn to mount.
      timer = clock.setTimeout(() => {
        if (!answers(host) || !asksForLoginModal()) return;
        removeShowLoginModal();
        setState({ tab: 'LOGIN', context, reopen: undefined });
      }, 0);
    }
    return () => {
      off();
      clock.clearTimeout(timer);
      hosts.splice(hosts.indexOf(host), 1);
    };
  }, [context, fallback]);

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
        <WhileLoading>
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
          <FocusForms loginField={loginField} />
        </WhileLoading>
      )}
    </Dialog>
  );
}
