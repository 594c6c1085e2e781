import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, on, resetVerification, setTokenProvider } from '@casino/core';
import {
  PENDING_DELAY_MS,
  SHOW_DELAY_MS,
  isModalDisabled,
  readModalState,
  resetModalManager,
} from '@casino/ui';
import { NewsletterModal } from './NewsletterModal';
import { NewsletterSignup } from './NewsletterSignup';
import { newsletterProps } from './props';
import type { NewsletterProps } from './props';

const SECOND = 1_000;

function renderModal(props: Partial<NewsletterProps> = {}) {
  return render(<NewsletterModal variant="modal" modalId="newsletter" {...props} />);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Keeps the visitor active for `seconds` seconds (a pointer move each second). */
function stayActive(seconds: number): void {
  for (let i = 0; i < seconds; i += 1) {
    window.dispatchEvent(new Event('pointermove'));
    advance(SECOND);
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2030, 2, 10, 12, 0, 0) });
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  resetVerification();
  setTokenProvider(async () => 'test-verification-token');
});
afterEach(() => {
  resetModalManager();
  vi.useRealTimers();
});

describe('NewsletterSignup, modal variant', () => {
  it('loads the modal on its own and opens it for a modal:open that came while it loaded', async () => {
    vi.useRealTimers();
    render(<NewsletterSignup variant="modal" modalId="newsletter" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emit('modal:open', { id: 'newsletter' }));
    expect(
      await screen.findByRole('dialog', { name: 'Get the best bonuses first' }),
    ).toBeInTheDocument();
  });

  it('does not open for another modal id asked while it loaded', async () => {
    vi.useRealTimers();
    render(<NewsletterSignup variant="modal" modalId="newsletter" openLabel="Subscribe" />);
    act(() => emit('modal:open', { id: 'country' }));
    await screen.findByRole('button', { name: 'Subscribe' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens by itself after its active time and the show delay, named by its heading', () => {
    renderModal({ autoOpenAfterSeconds: 10 });
    stayActive(10);
    advance(SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Get the best bonuses first' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('.cw-dialog')).toHaveClass('cw-newsletter');
    expect(screen.getByLabelText('Your email')).toHaveFocus();
    expect(readModalState().modals.newsletter).toMatchObject({ showCounter: 1 });
  });

  it('does not count active time while it is open', () => {
    renderModal({ autoOpenAfterSeconds: 0 });
    advance(SHOW_DELAY_MS);
    const before = readModalState().activeTime;
    stayActive(20);
    expect(readModalState().activeTime).toBe(before);
  });

  it('never opens by itself without autoOpenAfterSeconds, but opens on modal:open', () => {
    renderModal();
    stayActive(120);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emit('modal:open', { id: 'newsletter' }));
    expect(screen.getByRole('dialog', { name: 'Get the best bonuses first' })).toBeInTheDocument();
  });

  it('listens to its own modal id', () => {
    renderModal({ modalId: 'newsletter-casino-page', title: 'Casino news' });
    act(() => emit('modal:open', { id: 'newsletter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emit('modal:open', { id: 'newsletter-casino-page' }));
    expect(screen.getByRole('dialog', { name: 'Casino news' })).toBeInTheDocument();
  });

  it('opens from its button, closes on Escape and gives focus back', () => {
    const closed = vi.fn();
    const off = on('modal:close', closed);
    renderModal({ openLabel: 'Subscribe to our newsletter' });
    const button = screen.getByRole('button', { name: 'Subscribe to our newsletter' });
    button.focus();
    fireEvent.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    off();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(closed).toHaveBeenCalledWith({ id: 'newsletter' });
    expect(button).toHaveFocus();
  });

  it('opens only on the days of visit of its props', () => {
    renderModal({ autoOpenAfterSeconds: 0, daysOfVisit: [2, 3] });
    stayActive(60);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readModalState().modals.newsletter).toMatchObject({ dayOfVisitCounter: 1 });
  });

  it('waits for another open modal and shows 5 s after it closes', () => {
    renderModal({ autoOpenAfterSeconds: 0 });
    act(() => emit('modal:open', { id: 'login' }));
    advance(30 * SECOND);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emit('modal:close', { id: 'login' }));
    advance(PENDING_DELAY_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is disabled after a successful signup, stays closable and never opens by itself again', async () => {
    const { unmount } = renderModal({ autoOpenAfterSeconds: 0 });
    advance(SHOW_DELAY_MS);
    // The signup is a request, not a timing: the fake backend answers on real timers.
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your email'), 'player@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(isModalDisabled('newsletter')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();

    // Another page of another day: still never by itself.
    unmount();
    resetModalManager();
    vi.useFakeTimers({ now: new Date(2030, 2, 11, 12, 0, 0) });
    renderModal({ autoOpenAfterSeconds: 0 });
    stayActive(60);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('newsletter props for the modal', () => {
  it('accepts a schedule', () => {
    expect(
      newsletterProps.parse({
        variant: 'modal',
        autoOpenAfterSeconds: 45,
        daysOfVisit: [1, 3],
        showsPerDay: 2,
        openLabel: 'Subscribe',
      }),
    ).toMatchObject({ variant: 'modal', modalId: 'newsletter', autoOpenAfterSeconds: 45 });
  });

  it.each([
    ['a negative time', { autoOpenAfterSeconds: -1 }],
    ['a fractional time', { autoOpenAfterSeconds: 1.5 }],
    ['a day 0', { daysOfVisit: [0] }],
    ['no shows a day', { showsPerDay: 0 }],
    ['an empty button label', { openLabel: '' }],
  ])('refuses %s', (_, props) => {
    expect(newsletterProps.safeParse({ variant: 'modal', ...props }).success).toBe(false);
  });
});
