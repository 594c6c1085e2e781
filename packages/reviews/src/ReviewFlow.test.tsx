import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { REVIEW_REOPEN_COOKIE, REVIEW_REOPEN_DAYS, emit, getCookie, setCookie } from '@casino/core';
import type { SignupForm } from '@casino/api';
import { db } from '@casino/mocks';
import { REVIEW_TEXT_MAX_LENGTH } from './constants';
import { ReviewFlow } from './ReviewFlow';
import { ALICE, asMember, asVisitor, casinoPage, record } from './test/helpers';
import {
  REVIEW_PATH,
  TOKEN,
  aliceReview,
  authenticateStep,
  chooseStars,
  dialog,
  freshCasino,
  listen,
  openByHash,
  renderFlow,
  setUpFlowTests,
} from './test/flow';

setUpFlowTests();

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
