import { useEffect } from 'react';
import type { AuthContext } from '@casino/core';
import { logFailedLoad, reportError } from '@casino/core';
import { LoaderButton } from '@casino/ui';
import { text } from './messages';
import { socialProviders } from './registry';
import { socialPayload, submitSocialLogin } from './socialLogin';
import type { SocialOutcome } from './socialLogin';
import { SOCIAL_PROVIDER_NAMES } from './types';
import type { SocialProvider, SocialProviderName, SocialSettings } from './types';

export interface SocialButtonsProps {
  settings: SocialSettings | undefined;
  context: AuthContext;
  urlAfterLogin?: string | undefined;
  /** The answer of the site, or an error when the provider itself failed. */
  onOutcome: (outcome: SocialOutcome) => void;
  /** Called when a provider starts, so the form can clear an old message. */
  onStart?: () => void;
  /**
   * The surrounding form is busy or the page is leaving after a login: the buttons show
   * their loader and a click starts nothing (a double click logs in once).
   */
  busy?: () => boolean;
}

/** The providers enabled by the settings, in a fixed order. */
export function enabledProviders(settings: SocialSettings | undefined): SocialProviderName[] {
  return SOCIAL_PROVIDER_NAMES.filter((name) => settings?.[name]);
}

/**
 * One button per enabled provider (SPEC §6: enabled by settings). Only enabled
 * providers load their SDK, as soon as the buttons show.
 */
export function SocialButtons({
  settings,
  context,
  urlAfterLogin,
  onOutcome,
  onStart,
  busy,
}: SocialButtonsProps) {
  const names = enabledProviders(settings);
  const key = names.join(',');

  useEffect(() => {
    const providers = socialProviders();
    for (const name of names) {
      const provider = providers[name] as SocialProvider;
      provider
        .prepare(settings?.[name])
        .catch((error: unknown) => logFailedLoad(`Social login: the ${name} script`, error));
    }
    // The settings come from the widget's props and do not change while it lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (names.length === 0) return null;

  const signIn = async (name: SocialProviderName, signal: AbortSignal) => {
    if (busy?.()) return;
    const provider = socialProviders()[name] as SocialProvider;
    onStart?.();
    let credential;
    try {
      credential = await provider.signIn(settings?.[name]);
    } catch {
      reportError(`Social login: ${name} sign-in failed`);
      onOutcome({ kind: 'error', message: text.providerFailed(provider.type) });
      return;
    }
    if (!credential || signal.aborted) return;
    const outcome = await submitSocialLogin(
      context,
      socialPayload(provider.type, credential, urlAfterLogin),
      signal,
    );
    if (!signal.aborted) onOutcome(outcome);
  };

  return (
    <div className="cw-social">
      {names.map((name) => {
        const type = socialProviders()[name].type;
        return (
          <LoaderButton
            key={name}
            className={`cw-social__button cw-social__button--${name}`}
            data-provider={name}
            onAction={(signal) => signIn(name, signal)}
          >
            {text.continueWith(type)}
          </LoaderButton>
        );
      })}
    </div>
  );
}
