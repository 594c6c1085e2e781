import type { login } from '@casino/api';

export type UserRegistrationType = login.UserRegistrationType;

/** The providers a page can enable (SPEC §6: Google, Facebook and Apple login are enabled by settings). */
export type SocialProviderName = 'google' | 'facebook' | 'apple';
export const SOCIAL_PROVIDER_NAMES: readonly SocialProviderName[] = ['google', 'facebook', 'apple'];

export interface GoogleSettings {
  /** The OAuth client id of Google Identity Services. */
  clientId: string;
}
export interface FacebookSettings {
  appId: string;
  /** Graph API version, e.g. "v19.0". */
  version?: string | undefined;
}
export interface AppleSettings {
  /** The Services ID of Sign in with Apple. */
  clientId: string;
  /** The return address registered with Apple; the page itself by default. */
  redirectUri?: string | undefined;
}

/** Which providers are on, with their settings (from the widget's props). */
export interface SocialSettings {
  google?: GoogleSettings | undefined;
  facebook?: FacebookSettings | undefined;
  apple?: AppleSettings | undefined;
}

/** What a provider gives back after the member signed in with it. */
export interface SocialCredential {
  /** The id token for Apple and Google, the access token for Facebook (SPEC §3). */
  accessToken: string;
  /** Facebook only. */
  id?: string | undefined;
  email?: string | undefined;
  avatarUrl?: string | undefined;
  avatarIsSilhouette?: boolean | undefined;
}

/**
 * One social login provider. `prepare` loads its SDK (once) and is called as soon as the
 * provider is enabled on the page, so that `signIn` can open the provider's window
 * straight from the click. `signIn` resolves null when the member cancelled.
 */
export interface SocialProvider<S = unknown> {
  readonly type: UserRegistrationType;
  prepare(settings: S): Promise<void>;
  signIn(settings: S): Promise<SocialCredential | null>;
}

export interface SocialProviders {
  google: SocialProvider<GoogleSettings>;
  facebook: SocialProvider<FacebookSettings>;
  apple: SocialProvider<AppleSettings>;
}
