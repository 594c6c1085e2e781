import { loadScript } from './loadScript';
import type { FacebookSettings, SocialProvider } from './types';

export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
export const FACEBOOK_DEFAULT_VERSION = 'v19.0';

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken: string; userID: string } | null }) => void,
    options: { scope: string },
  ): void;
  api(
    path: string,
    params: { fields: string },
    callback: (me: {
      id?: string;
      email?: string;
      picture?: { data?: { url?: string; is_silhouette?: boolean } };
      error?: unknown;
    }) => void,
  ): void;
}

const sdk = () => (window as unknown as { FB?: FacebookSdk }).FB;
let initialized = '';

async function ready(settings: FacebookSettings): Promise<FacebookSdk> {
  await loadScript(FACEBOOK_SDK_URL);
  const fb = sdk();
  if (!fb) throw new Error('The Facebook SDK did not start');
  if (initialized !== settings.appId) {
    fb.init({
      appId: settings.appId,
      version: settings.version ?? FACEBOOK_DEFAULT_VERSION,
      cookie: false,
      xfbml: false,
    });
    initialized = settings.appId;
  }
  return fb;
}

/**
 * Facebook Login: the access token plus the member's id, email and avatar (SPEC §3:
 * id, email, avatarUrl, avatarIsSilhouette are sent for Facebook).
 */
export const facebookProvider: SocialProvider<FacebookSettings> = {
  type: 'FACEBOOK',
  prepare: async (settings) => {
    await ready(settings);
  },
  async signIn(settings) {
    // With the SDK ready, FB.login runs within the click itself, so no popup blocker
    // mistakes its window for an unasked one.
    const loaded = sdk();
    const fb = loaded && initialized === settings.appId ? loaded : await ready(settings);
    const auth = await new Promise<{ accessToken: string; userID: string } | null>((resolve) =>
      fb.login((response) => resolve(response.authResponse ?? null), {
        scope: 'public_profile,email',
      }),
    );
    if (!auth) return null;
    const me = await new Promise<Parameters<Parameters<FacebookSdk['api']>[2]>[0]>((resolve) =>
      fb.api('/me', { fields: 'id,email,picture.type(large)' }, resolve),
    );
    return {
      accessToken: auth.accessToken,
      id: me.id ?? auth.userID,
      email: me.email,
      avatarUrl: me.picture?.data?.url,
      avatarIsSilhouette: me.picture?.data?.is_silhouette,
    };
  },
};
