import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REVIEW_REOPEN_COOKIE,
  REVIEW_REOPEN_DAYS,
  emit,
  getCookie,
  on,
  resetVerification,
  setCookie,
  setTokenProvider,
} from '@casino/core';
import type { WidgetEvents } from '@casino/core';
import type { SignupForm } from '@casino/api';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HttpResponse, http } from 'msw';
import { pageReload } from '@casino/ui';
import { REVIEW_FLASH_MS, REVIEW_TEXT_MAX_LENGTH } from './constants';
import { ReviewFlow } from './ReviewFlow';
import { reopenValue } from './flowContext';
import {
  ALICE,
  AUTHORIZATION,
  addAuthorizationMeta,
  asMember,
  asVisitor,
  casinoPage,
  record,
  removePage,
} from './test/helpers';

const TOKEN = 'test-verification-token';
const REVIEW_PATH = '/frontendService/userReview';
const reload = vi.fn();
const originalReload = pageReload.reload;
let removeMeta: () => void;

/** A casino alice has not reviewed. */
const freshCasino = () =>
  db.casinos.find(
    (casino) =>
      casino.id > 1 &&
      db.reviews.some((review) => review.casinoId === casino.id) &&
      !db.reviews.some((review) => review.casinoId === casino.id && review.userId === ALICE),
  )!;
const aliceReview = () => db.reviews.find((review) => review.userId === ALICE)!;

function listen<K extends keyof WidgetEvents>(name: K) {
  const seen: WidgetEvents[K][] = [];
  const off = on(name, (detail) => seen.push(detail));
  return { seen, off };
}

function renderFlow(casinoId?: number, casinoName?: string, fakeTimers = false) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(<ReviewFlow purpose="CASINO_DETAIL" casinoId={casinoId} casinoName={casinoName} />);
  return user;
}

const dialog = (name?: string | RegExp) => screen.findByRole('dialog', name ? { name } : {});

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => TOKEN);
  reload.mockReset();
  pageReload.reload = reload;
  removeMeta = addAuthorizationMeta();
});
afterEach(() => {
  pageReload.reload = originalReload;
  removeMeta();
  removePage();
  server.events.removeAllListeners();
  window.location.hash = '';
  vi.useRealTimers();
});

/** The `#review` hash, as a link on the page sets it. */
function openByHash() {
  act(() => {
    window.location.hash = '#review';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** The create step of a casino the member has not reviewed, opened by the hash. */
async function createStep() {
  const casino = freshCasino();
  const user = renderFlow(casino.id, casino.name);
  openByHash();
  await dialog(`Review ${casino.name}`);
  return { casino, user };
}

/** A visitor's authenticate step for the casino (by the hash), left by `button`. */
async function authenticateStep(casino: { id: number; name: string }, button: string) {
  const user = renderFlow(casino.id, casino.name);
  openByHash();
  await user.click(
    within(await dialog('Log in to write a review')).getByRole('button', { name: button }),
  );
  return user;
}

async function chooseStars(user: ReturnType<typeof userEvent.setup>, stars: number) {
  await user.click(screen.getByLabelText(stars === 1 ? '1 star' : `${stars} stars`));
}

describe('opening the flow', () => {
  it('shows the authenticate step to a visitor; Sign up and Log in ask the auth modal', async () => {
    asVisitor();
    const casino = freshCasino();
    await casinoPage(casino.id);
    const auth = listen('auth:open');
    const user = renderFlow();
    await user.click(screen.getAllByRole('button', { name: 'Write a review' })[0]!);
    const step = await dialog('Log in to write a review');
    await user.click(within(step).getByRole('button', { name: 'Sign up' }));
    expect(auth.seen).toEqual([
      {
        tab: 'SIGNUP',
        context: 'review',
        reopen: JSON.stringify({
          step: '/reviews/create',
          casinoId: casino.id,
          casinoName: casino.name,
        }),
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    auth.off();
  });

  it('opens the create step for a member, never the authenticate step', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    await casinoPage(casino.id);
    const user = renderFlow();
    await user.click(screen.getAllByRole('button', { name: 'Write a review' })[0]!);
    expect(await dialog(`Review ${casino.name}`)).toBeInTheDocument();
    expect(screen.queryByText('Log in to write a review')).not.toBeInTheDocument();
  });

  it('opens at the create step from the #review hash', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    window.location.hash = '#review';
    renderFlow(casino.id, casino.name);
    expect(await dialog(`Review ${casino.name}`)).toBeInTheDocument();
  });

  it('cuts a paste to the review text’s limit at once and says so; one that fits stays whole', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    window.location.hash = '#review';
    renderFlow(casino.id, casino.name);
    const textarea = await screen.findByLabelText<HTMLTextAreaElement>('Your review (optional)');
    const paste = (text: string) =>
      fireEvent.paste(textarea, { clipboardData: { getData: () => text } });
    textarea.focus();
    // Left to the browser, which inserts it whole.
    expect(paste('Fast payouts.')).toBe(true);
    expect(screen.queryByText(/What you pasted/)).not.toBeInTheDocument();
    expect(paste('x'.repeat(100_000))).toBe(false);
    expect(textarea.value).toHaveLength(REVIEW_TEXT_MAX_LENGTH);
    expect(screen.getByText(`5000 / ${REVIEW_TEXT_MAX_LENGTH} characters`)).toBeInTheDocument();
    expect(
      screen.getByText('What you pasted was cut to fit the limit of 5000 characters.'),
    ).toHaveAttribute('role', 'status');
  });

  it('answers already-reviewed for a casino the member reviewed, and offers the edit', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const user = renderFlow(own.casinoId, 'Own Casino');
    openByHash();
    const step = await dialog('You already reviewed this casino');
    await user.click(within(step).getByRole('button', { name: 'Edit my review' }));
    expect(await dialog('Edit your review of Own Casino')).toBeInTheDocument();
    expect(await screen.findByLabelText('Your review (optional)')).toHaveValue(own.text);
  });

  it('opens the guides by their step keys from [data-review-flow] hooks', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="hooks"><a href="#" data-review-flow="/reviews/guide" data-casino-id="${casino.id}" data-casino-name="${casino.name}">Guide</a>
       <a href="#" data-review-flow="/complaints/guide" data-complaint-url="/complaints/new">Complaint guide</a></div>`,
    );
    const user = renderFlow();
    await user.click(screen.getByText('Complaint guide'));
    const complaints = await dialog('Before you file a complaint');
    expect(within(complaints).getByRole('link', { name: 'Start a complaint' })).toHaveAttribute(
      'href',
      '/complaints/new',
    );
    await user.click(within(complaints).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByText('Guide'));
    const guide = await dialog('How to write a helpful review');
    await user.click(within(guide).getByRole('button', { name: 'Write a review' }));
    expect(await dialog(`Review ${casino.name}`)).toBeInTheDocument();
    document.getElementById('hooks')?.remove();
  });

  it('opens every step by its key; /reviews/authenticate only for a visitor', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    const own = aliceReview();
    const titles: Record<string, string> = {
      '/reviews/guide': 'How to write a helpful review',
      '/complaints/guide': 'Before you file a complaint',
      '/reviews/create': `Review ${casino.name}`,
      // A member asking for the authentication step gets the form instead.
      '/reviews/authenticate': `Review ${casino.name}`,
      '/reviews/verify-email': 'Confirm your email address',
      '/reviews/already-reviewed': 'You already reviewed this casino',
      [`/reviews/create/${own.id}`]: /^Edit your review/.source,
      [`/reviews/delete-review/${own.id}`]: 'Delete your review?',
      [`/reviews/revert-changes/${own.id}`]: 'Revert your changes?',
      '/reviews/review-pending': 'Your changes are waiting for approval',
      '/reviews/stars-published': 'Your rating is published',
      '/reviews/review-published': 'Your review is published',
      '/reviews/thank-you': 'Thank you',
    };
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="steps">${Object.keys(titles)
        .map(
          (key) =>
            `<button type="button" data-review-flow="${key}" data-casino-id="${casino.id}" data-casino-name="${casino.name}">${key}</button>`,
        )
        .join('')}</div>`,
    );
    const user = renderFlow();
    for (const [key, title] of Object.entries(titles)) {
      await user.click(screen.getByRole('button', { name: key }));
      const step = await dialog(new RegExp(`^${title.replace(/[?]/g, '\\?')}`));
      await waitFor(() =>
        expect(step.querySelector('[data-step]')).toHaveAttribute(
          'data-step',
          key === '/reviews/authenticate' ? '/reviews/create' : key,
        ),
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    document.getElementById('steps')?.remove();
  });

  it('keyboard: focus moves into the dialog, Escape closes it and focus returns to the opener', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    await casinoPage(casino.id);
    const user = renderFlow();
    const opener = screen.getAllByRole('button', { name: 'Write a review' })[0]!;
    opener.focus();
    await user.keyboard('{Enter}');
    await dialog(`Review ${casino.name}`);
    await waitFor(() => expect(screen.getByLabelText('1 star')).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByLabelText('3 stars')).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});

describe('after authentication', () => {
  it('reopens the create step from the review-reopen cookie (1 day) once, and removes it', async () => {
    asVisitor();
    const casino = freshCasino();
    const auth = listen('auth:open');
    await authenticateStep(casino, 'Log in');
    // What the auth widget keeps after a successful login, before the reload.
    setCookie(REVIEW_REOPEN_COOKIE, auth.seen[0]!.reopen!, REVIEW_REOPEN_DAYS);
    auth.off();
    window.location.hash = '';
    asMember(ALICE);
    const { unmount } = render(<ReviewFlow purpose="CASINO_DETAIL" />);
    expect(await dialog(`Review ${casino.name}`)).toBeInTheDocument();
    expect(getCookie(REVIEW_REOPEN_COOKIE)).toBeNull();
    unmount();
  });

  it('a reopen cookie with a bare step path opens that step for the page’s casino', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    setCookie(REVIEW_REOPEN_COOKIE, '/reviews/create', REVIEW_REOPEN_DAYS);
    renderFlow(casino.id, casino.name);
    expect(await dialog(`Review ${casino.name}`)).toBeInTheDocument();
    expect(getCookie(REVIEW_REOPEN_COOKIE)).toBeNull();
  });

  it('a signup validated in the review context goes on to create and sends the signup fields', async () => {
    asVisitor();
    const casino = freshCasino();
    await casinoPage(casino.id);
    const created = record(REVIEW_PATH);
    const user = renderFlow();
    await user.click(screen.getAllByRole('button', { name: 'Write a review' })[0]!);
    await user.click(
      within(await dialog('Log in to write a review')).getByRole('button', { name: 'Sign up' }),
    );
    const signup: SignupForm = {
      login: 'newbie',
      email: 'newbie@example.com',
      password: 'Secret-pass-9',
      confirm_password: 'Secret-pass-9',
      subscribeToNewsletter: false,
      agreeToTermsOfService: true,
      privacy: 'public',
    };
    act(() => emit('auth:signup-validated', { signup }));
    const step = await dialog(`Review ${casino.name}`);
    expect(within(step).getByText(/newbie@example\.com/)).toBeInTheDocument();
    await chooseStars(user, 5);
    await user.type(screen.getByLabelText('Your review (optional)'), 'Smooth signup.');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await dialog('Confirm your email address')).toBeInTheDocument();
    await waitFor(() => expect(created[0]?.body.get('login')).toBe('newbie'));
    expect(Object.fromEntries(created[0]!.body)).toMatchObject({
      casinoId: String(casino.id),
      rating: '5',
      text: 'Smooth signup.',
      email: 'newbie@example.com',
      password: 'Secret-pass-9',
      confirm_password: 'Secret-pass-9',
      agreeToTermsOfService: 'true',
      purpose: 'CASINO_DETAIL',
      recaptchaToken: TOKEN,
    });
    expect(document.cookie).not.toContain('Secret-pass-9');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Secret-pass-9');
    expect(db.users.find((member) => member.userName === 'newbie')?.emailConfirmed).toBe(false);
  });
});

describe('a signup sent with the review is refused (4011/4012)', () => {
  const signup: SignupForm = {
    login: 'alice',
    email: 'late@example.com',
    password: 'Secret-pass-9',
    confirm_password: 'Secret-pass-9',
    subscribeToNewsletter: false,
    agreeToTermsOfService: true,
    privacy: 'public',
  };

  it('offers the way back to the signup form and keeps the typed review', async () => {
    asVisitor();
    const casino = freshCasino();
    const auth = listen('auth:open');
    const user = await authenticateStep(casino, 'Sign up');
    // The login was free when the signup was validated; someone took it since.
    act(() => emit('auth:signup-validated', { signup }));
    await dialog(`Review ${casino.name}`);
    await chooseStars(user, 4);
    await user.type(screen.getByLabelText('Your review (optional)'), 'Fast payouts.');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This username is already taken.');
    await user.click(within(alert).getByRole('button', { name: 'Change your signup details' }));
    expect(auth.seen.at(-1)).toEqual({
      tab: 'SIGNUP',
      context: 'review',
      reopen: reopenValue({ casinoId: casino.id, casinoName: casino.name }),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The visitor fixes the login: the form comes back with the review as typed.
    act(() => emit('auth:signup-validated', { signup: { ...signup, login: 'late_lou' } }));
    await dialog(`Review ${casino.name}`);
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Fast payouts.');
    expect(screen.getByLabelText('4 stars')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await dialog('Confirm your email address')).toBeInTheDocument();
    expect(db.users.some((member) => member.userName === 'late_lou')).toBe(true);
    auth.off();
  });

  it('4012: the email is registered; the message and the link, nothing created', async () => {
    asVisitor();
    const casino = freshCasino();
    const before = db.users.length;
    const user = await authenticateStep(casino, 'Sign up');
    const taken = db.users[0]!.email;
    act(() =>
      emit('auth:signup-validated', { signup: { ...signup, login: 'x_new', email: taken } }),
    );
    await dialog(`Review ${casino.name}`);
    await chooseStars(user, 2);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This email address is already registered.');
    expect(within(alert).getByRole('button', { name: 'Change your signup details' })).toBeVisible();
    expect(db.users).toHaveLength(before);
  });
});

describe('create', () => {
  it('validates, publishes, updates the page and highlights the new review for 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    asMember(ALICE);
    const casino = freshCasino();
    const page = await casinoPage(casino.id);
    const created = record(REVIEW_PATH);
    const user = renderFlow(undefined, undefined, true);
    await user.click(screen.getAllByRole('button', { name: 'Write a review' })[0]!);
    await dialog(`Review ${casino.name}`);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription(
      'Please choose a rating from 1 to 5 stars.',
    );
    expect(screen.getByLabelText('1 star')).toHaveAttribute('aria-invalid', 'true');
    const textarea = screen.getByLabelText('Your review (optional)');
    fireEvent.change(textarea, { target: { value: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) } });
    await chooseStars(user, 4);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(
      `${REVIEW_TEXT_MAX_LENGTH + 1} / ${REVIEW_TEXT_MAX_LENGTH} characters Please keep your review to ${REVIEW_TEXT_MAX_LENGTH} characters.`,
    );
    expect(created).toHaveLength(0);
    fireEvent.change(textarea, { target: { value: 'Paid out within a day.' } });
    expect(screen.getByText(`22 / ${REVIEW_TEXT_MAX_LENGTH} characters`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await dialog('Your review is published')).toBeInTheDocument();
    const id = db.reviews.at(-1)!.id;
    const review = page.querySelector<HTMLElement>(`[data-review-id="${id}"]`)!;
    expect(review.querySelector('[data-review-text]')).toHaveTextContent('Paid out within a day.');
    expect(page.querySelector('[data-review-stats]')).toHaveAttribute(
      'data-total',
      String(db.reviews.filter((item) => item.casinoId === casino.id).length),
    );
    expect(review).toHaveAttribute('data-review-flash');
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_FLASH_MS));
    expect(review).not.toHaveAttribute('data-review-flash');
    expect(created).toHaveLength(1);
  });

  it('published from the statistics’ Write a review: closing focuses the new statistics’ one', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    const page = await casinoPage(casino.id);
    const user = renderFlow();
    const write = page.querySelector<HTMLElement>('[data-review-stats] [data-review-create]')!;
    await user.click(write);
    await dialog(`Review ${casino.name}`);
    await chooseStars(user, 5);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    await user.click(
      within(await dialog('Your rating is published')).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(write).not.toBeInTheDocument();
    expect(page.querySelector('[data-review-stats] [data-review-create]')).toHaveFocus();
  });

  it('stars only: the stars-published step', async () => {
    asMember(ALICE);
    const { user } = await createStep();
    await chooseStars(user, 2);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await dialog('Your rating is published')).toBeInTheDocument();
  });

  it('an unconfirmed member gets the verify-email step', async () => {
    asMember(ALICE);
    db.users[0]!.emailConfirmed = false;
    const { user } = await createStep();
    await chooseStars(user, 3);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await dialog('Confirm your email address')).toBeInTheDocument();
  });

  it('8200: the server message shows in the form, the text survives, a double submit sends once', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    const created = record(REVIEW_PATH);
    setScenario('code-8200');
    const user = renderFlow(casino.id, casino.name);
    openByHash();
    await dialog(`Review ${casino.name}`);
    await chooseStars(user, 4);
    await user.type(screen.getByLabelText('Your review (optional)'), 'Keep me.');
    const form = screen.getByRole('button', { name: 'Publish review' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent('The form contains errors.');
    expect(created).toHaveLength(1);
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Keep me.');
    expect(screen.getByRole('button', { name: 'Publish review' })).not.toHaveAttribute('aria-busy');
  });

  it('5019: a banned member sees the ban message in the form; the text stays', async () => {
    asMember(5);
    const { user } = await createStep();
    await chooseStars(user, 1);
    await user.type(screen.getByLabelText('Your review (optional)'), 'Let me in.');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/banned until/);
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Let me in.');
    expect(db.reviews.some((review) => review.userId === 5)).toBe(false);
  });

  it('a failure without a code: the generic message in the form, the button ready again', async () => {
    asMember(ALICE);
    const { user } = await createStep();
    await chooseStars(user, 3);
    setScenario('network-error');
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Publish review' })).not.toHaveAttribute('aria-busy');
  });

  it('7000: a login-required message whose link opens the auth modal in the review context', async () => {
    asMember(ALICE);
    const casino = freshCasino();
    setScenario('code-7000');
    const auth = listen('auth:open');
    const user = renderFlow(casino.id, casino.name);
    openByHash();
    await dialog(`Review ${casino.name}`);
    await chooseStars(user, 4);
    await user.click(screen.getByRole('button', { name: 'Publish review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please log in to continue.');
    await user.click(within(alert).getByRole('button', { name: 'Log in or sign up' }));
    expect(auth.seen).toEqual([
      {
        tab: 'LOGIN',
        context: 'review',
        reopen: reopenValue({ casinoId: casino.id, casinoName: casino.name }),
      },
    ]);
    auth.off();
  });
});

describe('edit, revert and delete', () => {
  it('edit: PUT with the authorization header, review-pending, the page shows Revert changes', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    const calls = record(REVIEW_PATH);
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-edit][data-review-id="${own.id}"]`)!,
    );
    const textarea = await screen.findByLabelText('Your review (optional)');
    expect(textarea).toHaveValue(own.text);
    await user.clear(textarea);
    await user.type(textarea, 'Updated after a second withdrawal.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await dialog('Your changes are waiting for approval')).toBeInTheDocument();
    const put = calls.find((entry) => entry.method === 'PUT')!;
    expect(put.authorization).toBe(AUTHORIZATION);
    expect(calls.find((entry) => entry.method === 'GET')?.authorization).toBe(AUTHORIZATION);
    await waitFor(() => expect(put.body.get('id')).toBe(String(own.id)));
    const review = page.querySelector(`[data-review-id="${own.id}"]`)!;
    expect(review.querySelector('[data-review-text]')).toHaveTextContent(own.text);
    expect(review.querySelector('[data-review-revert]')).not.toBeNull();
    // The Edit button the flow was opened with was replaced: its new self takes the focus.
    await user.click(
      within(await dialog('Your changes are waiting for approval')).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(review.querySelector('[data-review-edit]')).toHaveFocus());
  });

  it('revert: confirm, the restored review replaces the element, then thank-you', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-edit][data-review-id="${own.id}"]`)!,
    );
    await user.type(await screen.findByLabelText('Your review (optional)'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(
      within(await dialog('Your changes are waiting for approval')).getByRole('button', {
        name: 'Close',
      }),
    );
    const calls = record(`${REVIEW_PATH}/revert`);
    const statistics = page.querySelector('[data-review-stats]');
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-revert][data-review-id="${own.id}"]`)!,
    );
    const step = await dialog('Revert your changes?');
    await user.click(within(step).getByRole('button', { name: 'Revert changes' }));
    expect(
      await screen.findByText('Your review is back to its published version.'),
    ).toBeInTheDocument();
    expect(calls[0]!.authorization).toBe(AUTHORIZATION);
    await waitFor(() =>
      expect(Object.fromEntries(calls[0]!.body)).toEqual({
        id: String(own.id),
        recaptchaToken: TOKEN,
        purpose: 'CASINO_DETAIL',
      }),
    );
    expect(page.querySelector(`[data-review-id="${own.id}"] [data-review-revert]`)).toBeNull();
    expect(page.querySelector(`[data-review-id="${own.id}"]`)).toHaveAttribute('data-review-flash');
    // The statistics of the answer replace the page's.
    expect(page.querySelector('[data-review-stats]')).not.toBe(statistics);
    expect(page.querySelector('[data-review-stats]')).toHaveAttribute(
      'data-casino-id',
      String(own.casinoId),
    );
  });

  it('delete answered with revertedReviewId: the restored review takes the deleted version’s place', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    const restored = page
      .querySelector(`[data-review-id="${own.id}"]`)!
      .closest('li')!
      .outerHTML.replace(/Edit<\/button>/, 'Edit</button><span data-restored></span>');
    server.use(
      http.delete(REVIEW_PATH, () =>
        HttpResponse.json({
          code: 200,
          reviewId: own.id,
          revertedReviewId: own.id,
          reviewHtml: restored,
          statisticsHtml: null,
          resultsHtml: null,
        }),
      ),
    );
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${own.id}"]`)!,
    );
    await user.click(
      within(await dialog('Delete your review?')).getByRole('button', { name: 'Delete review' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your review is back to its published version.',
    );
    expect(page.querySelectorAll(`[data-review][data-review-id="${own.id}"]`)).toHaveLength(1);
    expect(
      page.querySelector(`[data-review][data-review-id="${own.id}"] [data-restored]`),
    ).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('delete: the review leaves the page; with no deletable review left the page reloads', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    const calls = record(REVIEW_PATH);
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${own.id}"]`)!,
    );
    const step = await dialog('Delete your review?');
    await user.click(within(step).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(page.querySelector(`[data-review-id="${own.id}"]`)).toBeNull();
    const sent = calls.find((entry) => entry.method === 'DELETE')!;
    expect(sent.authorization).toBe(AUTHORIZATION);
    expect(Object.fromEntries(sent.body)).toEqual({
      id: String(own.id),
      recaptchaToken: TOKEN,
      purpose: 'CASINO_DETAIL',
    });
    expect(db.reviews.some((review) => review.id === own.id)).toBe(false);
  });

  it('delete: another deletable review remains, so no reload and the thank-you step', async () => {
    asMember(ALICE);
    const [first, second] = db.reviews.filter((review) => review.userId === ALICE);
    await casinoPage(first!.casinoId);
    await casinoPage(second!.casinoId);
    const user = renderFlow();
    await user.click(
      document.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${first!.id}"]`)!,
    );
    await user.click(
      within(await dialog('Delete your review?')).getByRole('button', { name: 'Delete review' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your review has been deleted.');
    expect(reload).not.toHaveBeenCalled();
    expect(document.querySelector(`[data-review-id="${first!.id}"]`)).toBeNull();
  });

  it('delete: the statistics follow, and the focus goes to the next review once closed', async () => {
    asMember(ALICE);
    const [first, second] = db.reviews.filter((review) => review.userId === ALICE);
    const page = await casinoPage(first!.casinoId);
    await casinoPage(second!.casinoId);
    const total = db.reviews.filter((review) => review.casinoId === first!.casinoId).length;
    const item = page.querySelector(`[data-review-id="${first!.id}"]`)!.closest('li')!;
    const next = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector(
      '[data-review]',
    );
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${first!.id}"]`)!,
    );
    const step = await dialog('Delete your review?');
    const status = within(step).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(within(step).getByRole('button', { name: 'Delete review' }));
    // The same live region speaks, so the result is announced.
    await waitFor(() => expect(status).toHaveTextContent('Your review has been deleted.'));
    expect(page.querySelector('[data-review-stats]')).toHaveAttribute(
      'data-total',
      String(total - 1),
    );
    await user.click(within(await dialog('Thank you')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(next).toBeInstanceOf(HTMLElement);
    expect(next).toHaveFocus();
  });

  it('delete of the only review of a list: the focus goes to Write a review', async () => {
    asMember(ALICE);
    const [first, second] = db.reviews.filter((review) => review.userId === ALICE);
    db.reviews = db.reviews.filter(
      (review) => review.casinoId !== first!.casinoId || review === first,
    );
    const page = await casinoPage(first!.casinoId);
    await casinoPage(second!.casinoId);
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${first!.id}"]`)!,
    );
    await user.click(
      within(await dialog('Delete your review?')).getByRole('button', { name: 'Delete review' }),
    );
    await dialog('Thank you');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const write = page.querySelector(`[data-review-create][data-casino-id="${first!.casinoId}"]`);
    expect(write).toHaveFocus();
  });

  it('delete without a session: the login-required message', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    db.sessionUserId = null;
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${own.id}"]`)!,
    );
    await user.click(
      within(await dialog('Delete your review?')).getByRole('button', { name: 'Delete review' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please log in to continue.');
    expect(page.querySelector(`[data-review-id="${own.id}"]`)).not.toBeNull();
    const auth = listen('auth:open');
    await user.click(within(alert).getByRole('button', { name: 'Log in or sign up' }));
    expect(JSON.parse(auth.seen[0]!.reopen!)).toMatchObject({
      step: `/reviews/delete-review/${own.id}`,
      casinoId: own.casinoId,
    });
    auth.off();
  });
});
