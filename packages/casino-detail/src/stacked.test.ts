import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { casinoDetail } from '@casino/api';
import { watchTimer } from '@casino/core/testing';
import { TAB_INITIAL_JUMP_MS } from '@casino/ui';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { bindCasinoDetail } from './bind';
import { CASINO_ID, FakeIntersectionObserver, PAGE, recordRequests } from './test/page';

const PHONE_WIDTH = 375;

let cleanup: (() => void) | undefined;
async function openOnPhone(hash = '') {
  vi.stubGlobal('innerWidth', PHONE_WIDTH);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.all = [];
  window.history.replaceState(null, '', `/casino-detail.html${hash}`);
  document.body.innerHTML = PAGE;
  const root = document.querySelector<HTMLElement>('[data-casino-detail]')!;
  cleanup = bindCasinoDetail(root, {
    casinoId: CASINO_ID,
    langId: 1,
    root: '[data-casino-detail]',
  });
  const nav = await screen.findByRole('navigation');
  return { user: userEvent.setup(), root, nav };
}
const panel = (name: string) =>
  document.querySelector<HTMLElement>(`[data-cw-tab-panel="${name}"]`)!;

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  server.events.removeAllListeners();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the casino page on a phone', () => {
  it('stacks every section and loads the bonuses at once', async () => {
    const calls = recordRequests(casinoDetail.casinoBonusesService.path);
    await openOnPhone();
    expect(screen.queryByRole('tab')).toBeNull();
    for (const name of ['homepage', 'bonuses', 'reputation', 'discussion'])
      expect(panel(name)).toBeVisible();
    const first = db.bonuses.find((bonus) => bonus.casinoId === CASINO_ID)!;
    await within(panel('bonuses')).findByText(first.name);
    expect(calls).toHaveLength(1);
    // Its heading stays above the bonuses, as every section's does.
    expect(within(panel('bonuses')).getByRole('heading', { name: 'Bonuses' })).toBeVisible();
  });

  it('leaves out the overview’s preview of the reviews that the reviews section shows', async () => {
    await openOnPhone();
    const overview = panel('homepage');
    for (const selector of ['h3', '[data-widget="reviews-panel"]', '[data-reviews-panel]'])
      expect(overview.querySelector(selector)).toHaveClass('cw-casino-detail__repeat');
    expect(panel('reviews').querySelector('[data-review-stats]')).not.toHaveClass(
      'cw-casino-detail__repeat',
    );
    expect(within(overview).getByRole('heading', { name: 'Overview' })).not.toHaveClass(
      'cw-casino-detail__repeat',
    );
    cleanup?.();
    cleanup = undefined;
    expect(document.querySelector('.cw-casino-detail__repeat')).toBeNull();
  });

  it('moves along the entries with the left and right arrow keys, as the tabs did', async () => {
    const { user, nav } = await openOnPhone();
    const entry = (name: string) => within(nav).getByRole('button', { name });
    entry('Homepage').focus();
    await user.keyboard('{ArrowRight}');
    expect(entry('Bonuses')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(entry('Discussion')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(entry('Homepage')).toHaveFocus();
    // Moving focus is not choosing: the current section stays.
    expect(entry('Homepage')).toHaveAttribute('aria-current', 'true');
  });

  it('marks the section crossing the viewport’s middle as the current one', async () => {
    const { nav } = await openOnPhone();
    const reputation = panel('reputation');
    const observer = FakeIntersectionObserver.watching(reputation);
    expect(observer.options.rootMargin).toMatch(/-4\d% 0px -50% 0px/);
    expect(within(nav).getByRole('button', { name: 'Homepage' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    observer.send(reputation, true);
    expect(within(nav).getByRole('button', { name: 'Reputation' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(nav).getByRole('button', { name: 'Homepage' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('jumps to the next and previous section with the arrows and the arrow keys', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, nav } = await openOnPhone();
    const previous = within(nav).getByRole('button', { name: 'Previous section' });
    expect(previous).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next section' }));
    expect(within(nav).getByRole('button', { name: 'Bonuses' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(scrolled).toHaveBeenCalledTimes(1);
    within(nav).getByRole('button', { name: 'Bonuses' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('button', { name: 'Reputation' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(within(nav).getByRole('button', { name: 'Homepage' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(previous).toBeDisabled();
  });

  it('moves keyboard focus to a chosen section, scrolling once', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, nav } = await openOnPhone();
    const reputation = panel('reputation');
    const focus = vi.spyOn(reputation, 'focus');
    await user.click(within(nav).getByRole('button', { name: 'Reputation' }));
    expect(reputation).toHaveFocus();
    expect(reputation).toHaveAttribute('tabindex', '-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrolled).toHaveBeenCalledTimes(1);
    // The arrows keep focus, so they can be pressed again.
    const next = within(nav).getByRole('button', { name: 'Next section' });
    await user.click(next);
    expect(next).toHaveFocus();
  });

  it('scrolls to the section of the hash', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const jump = watchTimer(TAB_INITIAL_JUMP_MS);
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { nav } = await openOnPhone('#tab=reputation');
    vi.advanceTimersByTime(jump.untilJustBefore());
    expect(scrolled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(within(nav).getByRole('button', { name: 'Reputation' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    vi.useRealTimers();
  });

  it('shows the sticky visit button once the main one has left the viewport upwards', async () => {
    const { root } = await openOnPhone();
    const main = root.querySelector<HTMLElement>('[data-visit-main]')!;
    const sticky = root.querySelector<HTMLElement>('[data-visit-sticky]')!;
    await waitFor(() => expect(FakeIntersectionObserver.watching(main)).toBeDefined());
    const observer = FakeIntersectionObserver.watching(main);
    expect(sticky).not.toBeVisible();
    observer.send(main, false, -120);
    expect(sticky).toBeVisible();
    expect(sticky).toHaveAttribute('href', '/exit/casino-1');
    observer.send(main, true, 10);
    expect(sticky).not.toBeVisible();
    // Below the viewport (not reached yet) is not "left".
    observer.send(main, false, 900);
    expect(sticky).not.toBeVisible();
  });
});
