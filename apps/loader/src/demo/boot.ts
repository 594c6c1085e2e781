/**
 * Demo build only: every widget chunk imports this first, so the fake backend is running
 * in the page before any widget makes a call. `?scenario=` switches a fault on.
 *
 * `?catalogue=500` seeds that many casinos (bonuses follow them).
 *
 * `?user=alice` (any seeded member's name) logs that member in for the tab, `?user=visitor`
 * logs out. Live notifications come from a fake channel in the page, or with `?live=ws`
 * from the real `/ws` (SockJS and STOMP) of the server that serves the page.
 */
import { configureClient, setTokenProvider } from '@casino/core';

const params = new URLSearchParams(location.search);
const AUTH_WIDGETS = ['auth', 'login-popup', 'auth-panel', 'signup']
  .map((name) => `[data-widget="${name}"]`)
  .join();
const { startMockBackend } = await import('@casino/mocks/browser');
const { SIGNUP_CONFIRM_PATH, db, installFakeLiveChannel, resetDb, seedDb } =
  await import('@casino/mocks');
setTokenProvider(async () => 'demo-verification-token');
// The fake backend answers in this page: large answers are not fetched from a worker.
configureClient({ offMainThread: false });
await startMockBackend({ persist: true, scenario: params.get('scenario') });
// `?catalogue=500` seeds a large catalogue (the benchmark's 500-card list).
const catalogue = Number(params.get('catalogue'));
if (catalogue > 0 && db.casinos.length !== catalogue) {
  resetDb(seedDb({ casinos: catalogue }));
}

const user = params.get('user');
if (user) db.sessionUserId = db.users.find((member) => member.userName === user)?.id ?? null;
if (params.get('live') !== 'ws') installFakeLiveChannel();

// The CMS renders a member's token for the calls that carry the authorization header.
if (db.sessionUserId !== null) {
  const meta = document.createElement('meta');
  meta.name = 'authorization';
  meta.content = `Bearer demo-session-${db.sessionUserId}`;
  document.head.append(meta);
}

// Social login with fake providers: no SDK script, a token the fake backend understands.
if (document.querySelector(AUTH_WIDGETS)) {
  (await import('@casino/auth/fake-social')).installFakeSocialProviders();
}

// The signup confirmation page's demo mailbox opens the confirmation email's link.
const mailbox = document.querySelector<HTMLElement>('[data-demo-mailbox]');
if (mailbox) showMailbox(mailbox);

// Show the active choices in the page's demo tools.
const choose = (name: string, value: string) => {
  const picker = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (picker) picker.value = value;
};
choose('scenario', params.get('scenario') ?? '');
choose('user', db.users.find((member) => member.id === db.sessionUserId)?.userName ?? 'visitor');
choose('live', params.get('live') ?? '');

/** Built from nodes: the member's email is theirs to type (a quoted local part may hold markup). */
function showMailbox(box: HTMLElement) {
  const signup = db.signups.at(-1);
  const member = signup && db.users.find((user) => user.id === signup.userId);
  const paragraph = (text: string) =>
    Object.assign(document.createElement('p'), { textContent: text });
  const title = Object.assign(document.createElement('h2'), { textContent: 'Demo: your mailbox' });
  if (!signup || !member) {
    box.replaceChildren(title, paragraph('No confirmation email yet: sign up first.'));
    return;
  }
  const button = Object.assign(document.createElement('button'), {
    type: 'button',
    textContent: 'Open the confirmation link',
  });
  const status = paragraph('');
  status.setAttribute('role', 'status');
  box.replaceChildren(
    title,
    paragraph(`From Casino Guide to ${member.email}: “Confirm your email”.`),
    button,
    status,
  );
  button.addEventListener('click', () => {
    const url = `${SIGNUP_CONFIRM_PATH}?authParam=${encodeURIComponent(signup.authParam)}`;
    void fetch(url).then(
      (response) => {
        status.textContent = response.ok
          ? `Email confirmed for ${member.userName}. You can log in now.`
          : 'This confirmation link is not valid.';
      },
      () => (status.textContent = 'The confirmation link could not be opened.'),
    );
  });
}
