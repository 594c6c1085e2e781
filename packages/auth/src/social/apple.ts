import { loadScript } from './loadScript';
import type { AppleSettings, SocialProvider } from './types';

export const APPLE_SDK_URL =
  'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';

interface AppleSdk {
  auth: {
    init(options: {
      clientId: string;
      scope: string;
      redirectURI: string;
      usePopup: boolean;
    }): void;
    signIn(): Promise<{ authorization?: { id_token?: string } }>;
  };
}

const sdk = () => (window as unknown as { AppleID?: AppleSdk }).AppleID;

/** The error Apple's popup gives when the member closes it. */
const CANCELLED = 'popup_closed_by_user';

/** Sign in with Apple in a popup: the id token is the accessToken (SPEC §3). */
export const appleProvider: SocialProvider<AppleSettings> = {
  type: 'APPLE',
  prepare: () => loadScript(APPLE_SDK_URL),
  async signIn(settings) {
    // With the script loaded, the popup opens within the click itself (popup blockers).
    if (!sdk()) await loadScript(APPLE_SDK_URL);
    const apple = sdk();
    if (!apple) throw new Error('Sign in with Apple did not start');
    apple.auth.init({
      clientId: settings.clientId,
      scope: 'name email',
      redirectURI: settings.redirectUri ?? window.location.origin + window.location.pathname,
      usePopup: true,
    });
    try {
      const answer = await apple.auth.signIn();
      const token = answer.authorization?.id_token;
      return token ? { accessToken: token } : null;
    } catch (error) {
      if ((error as { error?: unknown } | null)?.error === CANCELLED) return null;
      throw error;
    }
  },
};
