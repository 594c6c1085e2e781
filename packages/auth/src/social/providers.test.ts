import { appleProvider } from './apple';
import { FACEBOOK_DEFAULT_VERSION, facebookProvider } from './facebook';
import { googleProvider } from './google';
import { loadScript } from './loadScript';

vi.mock('./loadScript', () => ({ loadScript: vi.fn(() => Promise.resolve()) }));

describe('the real providers against stand-ins of their SDKs', () => {
  it('Google: the id token of the prompt is the access token; a prompt not shown is a cancel', async () => {
    let callback: (response: { credential?: string }) => void = () => undefined;
    const initialize = vi.fn((config: { callback: typeof callback }) => {
      callback = config.callback;
    });
    let notDisplayed = false;
    const prompt = vi.fn((listener: (moment: object) => void) => {
      if (notDisplayed) {
        listener({
          isNotDisplayed: () => true,
          isSkippedMoment: () => false,
          isDismissedMoment: () => false,
        });
      } else callback({ credential: 'google-id-token' });
    });
    vi.stubGlobal('google', { accounts: { id: { initialize, prompt } } });
    await expect(googleProvider.signIn({ clientId: 'client-1' })).resolves.toEqual({
      accessToken: 'google-id-token',
    });
    expect(initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
    notDisplayed = true;
    await expect(googleProvider.signIn({ clientId: 'client-1' })).resolves.toBeNull();
  });

  it('Facebook: the access token with id, email and avatar; a refused login is a cancel', async () => {
    let answer: { authResponse?: { accessToken: string; userID: string } | null } = {
      authResponse: { accessToken: 'fb-access-token', userID: '42' },
    };
    const fb = {
      init: vi.fn(),
      login: vi.fn((callback: (response: typeof answer) => void) => callback(answer)),
      api: vi.fn((_path: string, _params: object, callback: (me: object) => void) =>
        callback({
          id: '42',
          email: 'player@example.com',
          picture: { data: { url: 'https://graph.example/42.jpg', is_silhouette: true } },
        }),
      ),
    };
    vi.stubGlobal('FB', fb);
    await facebookProvider.prepare({ appId: 'app-1' });
    expect(fb.init).toHaveBeenCalledWith({
      appId: 'app-1',
      version: FACEBOOK_DEFAULT_VERSION,
      cookie: false,
      xfbml: false,
    });
    await expect(facebookProvider.signIn({ appId: 'app-1' })).resolves.toEqual({
      accessToken: 'fb-access-token',
      id: '42',
      email: 'player@example.com',
      avatarUrl: 'https://graph.example/42.jpg',
      avatarIsSilhouette: true,
    });
    expect(fb.init).toHaveBeenCalledTimes(1);
    answer = { authResponse: null };
    await expect(facebookProvider.signIn({ appId: 'app-1' })).resolves.toBeNull();
  });

  it('Facebook: once ready, the login window opens within the click itself', () => {
    const fb = { init: vi.fn(), login: vi.fn(), api: vi.fn() };
    vi.stubGlobal('FB', fb);
    void facebookProvider.signIn({ appId: 'app-1' });
    expect(fb.login).toHaveBeenCalledTimes(1);
  });

  it('Apple: the id token of the popup; closing the popup is a cancel', async () => {
    vi.mocked(loadScript).mockClear();
    const signIn = vi
      .fn()
      .mockResolvedValueOnce({ authorization: { id_token: 'apple-id-token' } })
      .mockRejectedValueOnce({ error: 'popup_closed_by_user' });
    const init = vi.fn();
    vi.stubGlobal('AppleID', { auth: { init, signIn } });
    await expect(
      appleProvider.signIn({ clientId: 'service-1', redirectUri: 'https://example.com/' }),
    ).resolves.toEqual({ accessToken: 'apple-id-token' });
    expect(init).toHaveBeenCalledWith({
      clientId: 'service-1',
      scope: 'name email',
      redirectURI: 'https://example.com/',
      usePopup: true,
    });
    await expect(appleProvider.signIn({ clientId: 'service-1' })).resolves.toBeNull();
    expect(loadScript).not.toHaveBeenCalled();
  });
});
