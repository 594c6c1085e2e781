import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emit } from '@casino/core';
import type { SignupForm } from '@casino/api';
import { db, setScenario } from '@casino/mocks';
import { REVIEW_FLASH_MS, REVIEW_TEXT_MAX_LENGTH } from './constants';
import { reopenValue } from './flowContext';
import { ALICE, asMember, asVisitor, casinoPage, record } from './test/helpers';
import {
  REVIEW_PATH,
  authenticateStep,
  chooseStars,
  createStep,
  dialog,
  freshCasino,
  listen,
  openByHash,
  renderFlow,
  setUpFlowTests,
} from './test/flow';

setUpFlowTests();

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
