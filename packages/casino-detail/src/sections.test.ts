import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCROLL_OFFSET_PX } from '@casino/ui';
import { bindCasinoDetail } from './bind';
import { followSectionNav } from './sections';
import { CASINO_ID, FakeIntersectionObserver, PAGE } from './test/page';

const DESKTOP_WIDTH = 1280;
const PHONE_WIDTH = 375;
const NAV_HEIGHT = 48;

/** The page's in-page navigation and its sections, as the server renders them. */
const SECTIONS = `
<nav data-casino-sections aria-label="On this page"><ul>
  <li><a href="#casino-overview">Overview</a></li>
  <li><a href="#casino-review">Review</a></li>
  <li><a href="#casino-similar">Similar casinos</a></li>
  <li><a href="/forum">Forum</a></li>
</ul></nav>
<div id="casino-overview"><p>Safety index 9/10</p></div>
<div id="casino-review"><p>The review</p></div>
<div id="casino-similar"><h2>Similar casinos</h2></div>`;

let cleanup: (() => void) | undefined;
function openSections(hash = '') {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.all = [];
  window.history.replaceState(null, '', `/casino-detail.html${hash}`);
  document.body.innerHTML = SECTIONS;
  const nav = screen.getByRole('navigation', { name: 'On this page' });
  vi.spyOn(nav, 'offsetHeight', 'get').mockReturnValue(NAV_HEIGHT);
  cleanup = followSectionNav(nav);
  return { user: userEvent.setup(), nav };
}
const section = (id: string) => document.getElementById(id)!;
const link = (nav: HTMLElement, name: string) => within(nav).getByRole('link', { name });

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the in-page navigation', () => {
  it('marks the link of the section crossing the viewport’s middle', () => {
    const { nav } = openSections();
    const observer = FakeIntersectionObserver.watching(section('casino-similar'));
    expect(observer.options.rootMargin).toMatch(/-4\d% 0px -50% 0px/);
    expect(observer.targets).toHaveLength(3);
    observer.send(section('casino-review'), true);
    expect(link(nav, 'Review')).toHaveAttribute('aria-current', 'true');
    observer.send(section('casino-review'), false);
    observer.send(section('casino-similar'), true);
    expect(link(nav, 'Similar casinos')).toHaveAttribute('aria-current', 'true');
    expect(link(nav, 'Review')).not.toHaveAttribute('aria-current');
    expect(link(nav, 'Overview')).not.toHaveAttribute('aria-current');
  });

  it('scrolls a chosen section below the header and the navigation and focuses it, the address kept', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, nav } = openSections('#tab=bonuses');
    const target = section('casino-similar');
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    const focus = vi.spyOn(target, 'focus');
    await user.click(link(nav, 'Similar casinos'));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith(
      expect.objectContaining({ top: 900 - SCROLL_OFFSET_PX - NAV_HEIGHT }),
    );
    expect(target).toHaveFocus();
    // Focus without a second jump: the scroll above is the only one.
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(link(nav, 'Similar casinos')).toHaveAttribute('aria-current', 'true');
    expect(window.location.hash).toBe('#tab=bonuses');
  });

  it('keeps a chosen section current after the jump until the visitor’s next input', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, nav } = openSections();
    const observer = FakeIntersectionObserver.watching(section('casino-overview'));
    await user.click(link(nav, 'Overview'));
    // Too short to reach the middle: the next section crosses it once the jump ends.
    observer.send(section('casino-review'), true);
    expect(link(nav, 'Overview')).toHaveAttribute('aria-current', 'true');
    window.dispatchEvent(new WheelEvent('wheel'));
    observer.send(section('casino-similar'), true);
    expect(link(nav, 'Similar casinos')).toHaveAttribute('aria-current', 'true');
    expect(link(nav, 'Overview')).not.toHaveAttribute('aria-current');
  });

  it('leaves a modified click and a link out of the page to the browser', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, nav } = openSections();
    const clicks: boolean[] = [];
    document.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push(true);
    });
    await user.keyboard('{Control>}');
    await user.click(link(nav, 'Review'));
    await user.keyboard('{/Control}');
    await user.click(link(nav, 'Forum'));
    expect(clicks).toHaveLength(2);
    expect(scrolled).not.toHaveBeenCalled();
    expect(link(nav, 'Review')).not.toHaveAttribute('aria-current');
  });
});

describe('the casino page binds the in-page navigation', () => {
  function openPage(width: number) {
    vi.stubGlobal('innerWidth', width);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.all = [];
    window.history.replaceState(null, '', '/casino-detail.html');
    document.body.innerHTML = PAGE;
    const root = document.querySelector<HTMLElement>('[data-casino-detail]')!;
    root.insertAdjacentHTML('afterbegin', SECTIONS);
    cleanup = bindCasinoDetail(root, { casinoId: CASINO_ID, langId: 1, root: '' });
  }

  it('from the tablet width up', async () => {
    openPage(DESKTOP_WIDTH);
    await waitFor(() =>
      expect(FakeIntersectionObserver.watching(section('casino-review'))).toBeDefined(),
    );
    expect(screen.getAllByRole('tab').length).toBeGreaterThan(0);
  });

  it('not on phones, where the stacked sections have their own', async () => {
    openPage(PHONE_WIDTH);
    await screen.findByRole('navigation', { name: 'Royal Spins' });
    expect(FakeIntersectionObserver.watching(section('casino-review'))).toBeUndefined();
  });
});
