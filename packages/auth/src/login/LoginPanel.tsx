import { Suspense } from 'react';
import type { AuthContext } from '@casino/core';
import { PopoverPanel } from '@casino/ui';
import type { SocialSettings } from '../social/types';
import { LoginForm } from './LoginForm';
import { text } from './messages';

export interface LoginPanelProps {
  anchor: HTMLElement;
  id: string;
  onOpenChange: (open: boolean) => void;
  context: AuthContext;
  urlAfterLogin?: string | undefined;
  social?: SocialSettings | undefined;
  onSwitchToSignup: () => void;
}

/**
 * The header login's panel with the form, loaded on the first click of its button and
 * open from then on: until that click the page carries neither the form, nor the popover
 * code, nor the social providers' scripts, which its buttons start once shown.
 */
export function LoginPanel({
  anchor,
  id,
  onOpenChange,
  context,
  urlAfterLogin,
  social,
  onSwitchToSignup,
}: LoginPanelProps) {
  return (
    <PopoverPanel
      anchor={anchor}
      id={id}
      defaultOpen
      onOpenChange={onOpenChange}
      className="cw-login-popup__panel"
    >
      <Suspense
        fallback={
          <p className="cw-login-popup__loading" role="status">
            {text.formLoading()}
          </p>
        }
      >
        <LoginForm
          context={context}
          urlAfterLogin={urlAfterLogin}
          social={social}
          onSwitchToSignup={onSwitchToSignup}
        />
      </Suspense>
    </PopoverPanel>
  );
}
