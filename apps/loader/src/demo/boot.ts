/**
 * Demo build only: every widget chunk imports this first, so the fake backend is running
 * in the page before any widget makes a call. `?scenario=` switches a fault on. Served by
 * the live demo server (scripts/demoServer.js: the page has `<meta name="demo-backend">`),
 * the fake backend runs there and the server does what the parameters say.
 *
 * `?catalogue=500` seeds that many casinos (bonuses follow them).
 *
 * `?user=alice` (any seeded member's name) logs that member in for the tab, `?user=visitor`
 * logs out. Live notifications come from a fake channel in the page, or with `?live=ws`
 * from the real `/ws` (SockJS and STOMP) of the server that serves the page.
 */
import { notifications, pageHooks } from '@casino/api';
import { configureClient, scriptUrl, setTokenProvider } from '@casino/core';

const params = new URLSearchParams(location.search);
const AUTH_WIDGETS = ['auth', 'login-popup', 'auth-panel', 'signup']
  .map((name) => `[${pageHooks.widget}="${name}"]`)
  .join();
const { FakeStompBroker, SIGNUP_CONFIRM_PATH, db, installFakeLiveChannel, resetDb, seedDb } =
  await import('@casino/mocks');
const served = document.querySelector('meta[name="demo-backend"]')?.getAttribute('content');
setTokenProvider(async () => 'demo-verification-token');
if (served === 'server') {
  // The live channel stays in the page, quiet: the server's store is not the page's.
  if (params.get('live') !== 'ws')
    (globalThis as Record<string, unknown>)[notifications.LIVE_SOCKET_HOOK] =
      new FakeStompBroker().socket;
} else {
  await startInPage();
}

async function startInPage() {
  const { startMockBackend } = await import('@casino/mocks/browser');
  // The fake backend answers in this page: large answers are not fetched from a worker.
  configureClient({ offMainThread: false });
  await startMockBackend({
    persist: true,
    scenario: params.get('scenario'),
    // A service worker's address is a script sink: the page takes it as Trusted Types only.
    serviceWorkerUrl: scriptUrl('/mockServiceWorker.js'),
  });
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
}

// Social login with fake providers: no SDK script, a token the fake backend understands.
if (document.querySelector(AUTH_WIDGETS)) {
  (await import('@casino/auth/fake-social')).installFakeSocialProviders();
}

// The signup confirmation page's demo mailbox opens the confirmation email's link.
const mailbox = document.querySelector<HTMLElement>('[data-demo-mailbox]');
if (mailbox) showMailbox(mailbox, served === 'server' ? servedMail(mailbox) : lastMail());

// Show the active choices in the page's demo tools.
const choose = (name: string, value: string) => {
  const picker = document.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
  if (picker) picker.value = value;
};
choose('scenario', params.get('scenario') ?? '');
// The live server marks its member in the page it renders.
if (served !== 'server')
  choose('user', db.users.find((member) => member.id === db.sessionUserId)?.userName ?? 'visitor');
choose('live', params.get('live') ?? '');

interface Mail {
  to: string;
  member: string;
  authParam: string;
}

/** The last signup's confirmation email in the page's store. */
function lastMail(): Mail | null {
  const signup = db.signups.at(-1);
  const member = signup && db.users.find((user) => user.id === signup.userId);
  return signup && member
    ? { to: member.email, member: member.userName, authParam: signup.authParam }
    : null;
}

/** The live server writes the last signup's email onto the mailbox. */
function servedMail(box: HTMLElement): Mail | null {
  const { mailTo, mailMember, mailAuthParam } = box.dataset;
  return mailTo && mailMember && mailAuthParam
    ? { to: mailTo, member: mailMember, authParam: mailAuthParam }
    : null;
}

/** Built from nodes: the member's email is theirs to type (a quoted local part may hold markup). */
function showMailbox(box: HTMLElement, mail: Mail | null) {
  const paragraph = (text: string) =>
    Object.assign(document.createElement('p'), { textContent: text });
  const title = Object.assign(document.createElement('h2'), { textContent: 'Demo: your mailbox' });
  if (!mail) {
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
    paragraph(`From Casino Guide to ${mail.to}: “Confirm your email”.`),
    button,
    status,
  );
  button.addEventListener('click', () => {
    const url = `${SIGNUP_CONFIRM_PATH}?authParam=${encodeURIComponent(mail.authParam)}`;
    void fetch(url).then(
      (response) => {
        status.textContent = response.ok
          ? `Email confirmed for ${mail.member}. You can log in now.`
          : 'This confirmation link is not valid.';
      },
      () => (status.textContent = 'The confirmation link could not be opened.'),
    );
  });
}
