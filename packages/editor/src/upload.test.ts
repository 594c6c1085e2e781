import { http, HttpResponse } from 'msw';
import { uploads } from '@casino/api';
import { setTokenProvider } from '@casino/core';
import { setScenario, signInAs } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { IMAGE_MAX_BYTES } from './limits';
import { srcsetOf, uploadImage } from './upload';

const png = (name = 'win.png', size = 8) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

/** Every upload request that reaches the fake backend, with its fields. */
function recordUploads(): Record<string, string>[] {
  const seen: Record<string, string>[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith(uploads.uploadImage.path)) return;
    const form = await request.clone().formData();
    seen.push({
      file: (form.get('file') as File).name,
      recaptchaToken: String(form.get('recaptchaToken')),
    });
  });
  return seen;
}

// Only a member uploads (SPEC §6): the fake backend answers a visitor 7000.
beforeEach(() => {
  signInAs(1);
  setTokenProvider(async () => 'human-token');
});
afterEach(() => server.events.removeAllListeners());

describe('uploadImage', () => {
  it('sends the file with a verification token and answers the image with its srcset and id', async () => {
    const seen = recordUploads();
    const outcome = await uploadImage(png());
    expect(outcome).toEqual({
      ok: true,
      image: {
        src: expect.stringMatching(/^\/uploads\/images\/\d+$/),
        srcset: expect.stringMatching(/\?w=480 480w, .*\?w=960 960w$/),
        imageId: expect.any(Number),
      },
    });
    expect(seen).toEqual([{ file: 'win.png', recaptchaToken: 'human-token' }]);
  });

  it('answers WRONG_TYPE for code 600', async () => {
    setScenario('code-600');
    expect(await uploadImage(png())).toEqual({ ok: false, problem: 'WRONG_TYPE' });
  });

  it('answers CAPTCHA for code 5000', async () => {
    setScenario('code-5000');
    expect(await uploadImage(png())).toEqual({ ok: false, problem: 'CAPTCHA' });
  });

  it.each(['code-8200', 'server-error', 'network-error', 'malformed-json'])(
    'answers FAILED for any other failure (%s)',
    async (scenario) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      setScenario(scenario);
      expect(await uploadImage(png())).toEqual({ ok: false, problem: 'FAILED' });
    },
  );

  it('answers FAILED for a success without sizes', async () => {
    server.use(http.post(`*${uploads.uploadImage.path}`, () => HttpResponse.json({ code: 200 })));
    expect(await uploadImage(png())).toEqual({ ok: false, problem: 'FAILED' });
  });

  it('refuses a wrong type or a too large file without sending it', async () => {
    const seen = recordUploads();
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    expect(await uploadImage(svg)).toEqual({ ok: false, problem: 'WRONG_TYPE' });
    expect(await uploadImage(png('big.png', IMAGE_MAX_BYTES + 1))).toEqual({
      ok: false,
      problem: 'SIZE',
    });
    expect(seen).toEqual([]);
  });

  it('answers ABORTED when the upload is cancelled', async () => {
    const controller = new AbortController();
    const pending = uploadImage(png(), controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, problem: 'ABORTED' });
  });
});

describe('srcsetOf', () => {
  it('lists the width and density variants, not the default or odd keys', () => {
    expect(
      srcsetOf({ default: '/a.png', '480w': '/a-480.png', '2x': '/a@2.png', thumb: '/t.png' }),
    ).toBe('/a-480.png 480w, /a@2.png 2x');
    expect(srcsetOf({ default: '/a.png' })).toBeNull();
  });
});
