import { loadScript } from './loadScript';
import type { GoogleSettings, SocialProvider } from './types';

export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client';

interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
}
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
        cancel_on_tap_outside?: boolean;
      }): void;
      prompt(listener?: (moment: PromptMoment) => void): void;
    };
  };
}

const sdk = () => (window as unknown as { google?: GoogleIdentity }).google;

/**
 * Google Identity Services: the sign-in prompt gives an id token (SPEC §3: the
 * accessToken of Google is an id token). A prompt that is not shown or is dismissed
 * counts as cancelled.
 */
export const googleProvider: SocialProvider<GoogleSettings> = {
  type: 'GOOGLE',
  prepare: () => loadScript(GOOGLE_SDK_URL),
  async signIn({ clientId }) {
    if (!sdk()) await loadScript(GOOGLE_SDK_URL);
    const google = sdk();
    if (!google) throw new Error('Google Identity Services did not start');
    return new Promise((resolve) => {
      google.accounts.id.initialize({
        client_id: clientId,
        cancel_on_tap_outside: true,
        callback: (response) =>
          resolve(response.credential ? { accessToken: response.credential } : null),
      });
      google.accounts.id.prompt((moment) => {
        if (moment.isNotDisplayed() || moment.isSkippedMoment() || moment.isDismissedMoment()) {
          resolve(null);
        }
      });
    });
  },
};
