import { Suspense, useEffect, useState } from 'react';
import type { AuthContext, AuthTab } from '@casino/core';
import { clock, currentUser, on } from '@casino/core';
import { lazyDialogContent } from '@casino/ui';
import { pageHooks } from '@casino/api';
import type { SocialSettings } from '../social/types';
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

/** The open dialog loads on the first open: most pages never show it. */
const AuthDialogOpen = lazyDialogContent(() =>
  import('./AuthDialogOpen').then(({ AuthDialogOpen }) => AuthDialogOpen),
);

interface Host {
  fallback: boolean;
}

/** The dialogs on the page: exactly one answers `auth:open`, an `auth` widget first. */
const hosts: Host[] = [];

/**
 * A page with an `auth` placeholder has its dialog, whether it has mounted yet or not
 * (widgets load in any order), so a fallback stays quiet there.
 */
const pageHasAuthWidget = () => document.querySelector(`[${pageHooks.widget}="auth"]`) !== null;

function answers(host: Host): boolean {
  if (host.fallback && pageHasAuthWidget()) return false;
  return (hosts.find((candidate) => !candidate.fallback) ?? hosts[0]) === host;
}

export interface OpenState {
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
  if (state === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogOpen
        state={state}
        onChange={setState}
        onClose={close}
        urlAfterLogin={urlAfterLogin}
        social={social}
      />
    </Suspense>
  );
}
