import { HttpResponse, http } from 'msw';
import { server } from '@casino/mocks/node';
import { newsletter } from '@casino/api';
import { call } from './http';

describe('call', () => {
  it('sends the XMLHttpRequest header and parses the answer', async () => {
    let header: string | null = null;
    server.use(
      http.post('*/frontendService/newsletter/signup', ({ request }) => {
        header = request.headers.get('X-Requested-With');
        return HttpResponse.json({ code: 200, message: 'ok' });
      }),
    );
    const answer = await call(newsletter.newsletterSignup, {
      email: 'a@b.co',
      legallyAllowedToPlay: true,
      recaptchaToken: 't',
    });
    expect(answer).toEqual({ code: 200, message: 'ok' });
    expect(header).toBe('XMLHttpRequest');
  });
});
