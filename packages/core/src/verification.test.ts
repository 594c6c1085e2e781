import { MOCK_SITEKEY } from '@casino/mocks';
import { getVerificationToken, resetVerification, setTokenProvider } from './verification';

describe('human verification, loaded on first use', () => {
  it('applies a token source set before its code came to the first token asked for', async () => {
    const provider = vi.fn(async (sitekey: string, action: string) => `${sitekey}:${action}`);
    resetVerification();
    setTokenProvider(provider);
    await expect(getVerificationToken('signup')).resolves.toBe(`${MOCK_SITEKEY}:signup`);
    setTokenProvider(async () => 'second');
    await expect(getVerificationToken()).resolves.toBe('second');
    expect(provider).toHaveBeenCalledTimes(1);
  });
});
