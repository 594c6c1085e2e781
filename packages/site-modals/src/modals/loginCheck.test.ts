import { HttpResponse, http } from 'msw';
import { on, resetVerification, setTokenProvider } from '@casino/core';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { bind } from './loginCheck';
import { SERVER_MODAL_READY_CLASS } from './ready';

let offs: (() => void)[] = [];
let closed: string[] = [];
let opened: string[] = [];

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => 'test-verification-token');
  closed = [];
  opened = [];
  offs = [
    on('modal:close', ({ id }) => closed.push(id)),
    on('modal:open', ({ id }) => opened.push(id)),
  ];
  document.body.innerHTML = `<div data-cw-modal="login-check" data-cw-site-modal="login-check" data-cw-open-on-load class="${SERVER_MODAL_READY_CLASS}">
    <h2>Your verification expired</h2>
    <form action="/frontendService/loginCheck">
      <label for="pw">Password</label><input id="pw" name="password" type="password" required>
      <p data-cw-form-error hidden></p>
      <button type="submit">Confirm</button>
    </form></div>`;
  offs.push(bind(document.querySelector<HTMLElement>('[data-cw-modal]')!));
});
afterEach(() => offs.forEach((off) => off()));

const password = () => document.querySelector<HTMLInputElement>('#pw')!;
const errorArea = () => document.querySelector<HTMLElement>('[data-cw-form-error]')!;
const submit = () => document.querySelector('form')!.requestSubmit();

describe('login check', () => {
  it('opens on load when the server says the verification expired', () => {
    expect(opened).toEqual(['login-check']);
  });

  it('PUTs the form with a verification token; 200 closes the modal', async () => {
    let body: URLSearchParams | undefined;
    let method = '';
    server.events.on('request:start', ({ request }) => {
      method = request.method;
      void request
        .clone()
        .text()
        .then((text) => (body = new URLSearchParams(text)));
    });
    password().value = 'password1';
    submit();
    await vi.waitFor(() => expect(closed).toEqual(['login-check']));
    expect(method).toBe('PUT');
    expect(body?.get('password')).toBe('password1');
    expect(body?.get('recaptchaToken')).toBe('test-verification-token');
  });

  it('another code shows the server message, keeps the typed text and clears the loader', async () => {
    password().value = 'wrong';
    submit();
    await vi.waitFor(() => expect(errorArea()).not.toHaveAttribute('hidden'));
    expect(errorArea()).toHaveTextContent('The password does not match');
    expect(errorArea()).toHaveAttribute('role', 'alert');
    expect(password().value).toBe('wrong');
    expect(closed).toEqual([]);
    expect(document.querySelector('button')).not.toHaveAttribute('aria-busy');
  });

  it("a failed request shows the error response's message", async () => {
    server.use(
      http.put('*/frontendService/loginCheck', () =>
        HttpResponse.json({ code: 503, message: 'Try again in a minute.' }, { status: 503 }),
      ),
    );
    password().value = 'password1';
    submit();
    await vi.waitFor(() => expect(errorArea()).toHaveTextContent('Try again in a minute.'));
  });

  it('an empty required field sends nothing, and a second submit waits for the first', async () => {
    submit();
    expect(db.siteModals.loginChecks).toBe(0);
    password().value = 'password1';
    submit();
    submit();
    await vi.waitFor(() => expect(closed).toEqual(['login-check']));
    expect(db.siteModals.loginChecks).toBe(1);
  });
});
