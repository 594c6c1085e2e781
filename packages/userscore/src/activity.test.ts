import { IDLE_AFTER_MS, SCROLL_SETTLED_MS, onActiveSeconds } from './activity';

/** The seconds handed over to a reader so far, whatever the number of hand-overs. */
const secondsOf = (reader: ReturnType<typeof vi.fn>) =>
  reader.mock.calls.reduce((sum, [seconds]) => sum + (seconds as number), 0);

let focused = true;
const input = (type = 'mousemove') => document.dispatchEvent(new Event(type));

/** The page as in a browser without `scrollend`; gives back the function that undoes it. */
function withoutScrollEnd() {
  let owner: object = window;
  while (!Object.prototype.hasOwnProperty.call(owner, 'onscrollend'))
    owner = Object.getPrototypeOf(owner) as object;
  const descriptor = Object.getOwnPropertyDescriptor(owner, 'onscrollend')!;
  Reflect.deleteProperty(owner, 'onscrollend');
  return () => Object.defineProperty(owner, 'onscrollend', descriptor);
}

beforeEach(() => {
  vi.useFakeTimers();
  focused = true;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  vi.spyOn(document, 'hasFocus').mockImplementation(() => focused);
});
afterEach(() => vi.useRealTimers());

describe('active seconds', () => {
  it('counts the time between inputs and hands it over when asked, to every listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const watches = [onActiveSeconds(first), onActiveSeconds(second)];
    for (let n = 0; n < 5; n += 1) {
      input();
      vi.advanceTimersByTime(1_000);
    }
    expect(first).not.toHaveBeenCalled();
    watches[0]!.flush();
    expect(first).toHaveBeenCalledExactlyOnceWith(5);
    expect(second).toHaveBeenCalledExactlyOnceWith(5);
    watches.forEach((watch) => watch.stop());
  });

  it('counts at most 3 s after an input (idle), handed over when the page is left', () => {
    const onSecond = vi.fn();
    const watch = onActiveSeconds(onSecond);
    input('keydown');
    vi.advanceTimersByTime(IDLE_AFTER_MS + 5_000);
    input('touchstart');
    vi.advanceTimersByTime(1_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(secondsOf(onSecond)).toBe(IDLE_AFTER_MS / 1_000 + 1);
    watch.stop();
  });

  it('carries parts of a second over', () => {
    const onSecond = vi.fn();
    const watch = onActiveSeconds(onSecond);
    input();
    vi.advanceTimersByTime(600);
    watch.flush();
    expect(onSecond).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    watch.flush();
    expect(secondsOf(onSecond)).toBe(1);
    watch.stop();
  });

  it('stops counting when the window loses the focus, from that moment', () => {
    const onSecond = vi.fn();
    const watch = onActiveSeconds(onSecond);
    input();
    vi.advanceTimersByTime(1_000);
    focused = false;
    window.dispatchEvent(new Event('blur'));
    expect(secondsOf(onSecond)).toBe(1);
    vi.advanceTimersByTime(1_500);
    input();
    vi.advanceTimersByTime(1_000);
    watch.flush();
    expect(secondsOf(onSecond)).toBe(1);
    watch.stop();
  });

  it('keeps the deepest scroll, read when a scroll ends', () => {
    const watch = onActiveSeconds(vi.fn());
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    input('scrollend');
    scrollY.mockReturnValue(200);
    input('scrollend');
    input('mousemove');
    expect(watch.deepestScroll()).toBe(900);
    watch.stop();
  });

  it('hears the end of a scroll from `scroll` where the browser has no `scrollend`', () => {
    const restore = withoutScrollEnd();
    try {
      const onSecond = vi.fn();
      const watch = onActiveSeconds(onSecond);
      const scrollY = vi.spyOn(window, 'scrollY', 'get');
      for (const y of [100, 400, 700]) {
        scrollY.mockReturnValue(y);
        input('scroll');
        vi.advanceTimersByTime(SCROLL_SETTLED_MS / 2);
      }
      expect(watch.deepestScroll()).toBe(0);
      vi.advanceTimersByTime(SCROLL_SETTLED_MS / 2);
      expect(watch.deepestScroll()).toBe(700);
      // The scroll's end was input: the 2 s after it are active.
      vi.advanceTimersByTime(2_000);
      watch.flush();
      expect(secondsOf(onSecond)).toBe(2);
      watch.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      restore();
    }
  });

  it('tells each reader when the page loses the visitor, after the seconds, from one listener', () => {
    const order: string[] = [];
    const adding = vi.spyOn(window, 'addEventListener');
    const watches = [
      onActiveSeconds(
        (seconds) => order.push(`first ${seconds}`),
        undefined,
        (event) => order.push(`first away ${event.type}`),
      ),
      onActiveSeconds(vi.fn(), undefined, (event) => order.push(`second away ${event.type}`)),
    ];
    input();
    vi.advanceTimersByTime(2_000);
    focused = false;
    window.dispatchEvent(new Event('blur'));
    focused = true;
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('pagehide'));
    expect(order).toEqual([
      'first 2',
      'first away blur',
      'second away blur',
      'first away pagehide',
      'second away pagehide',
    ]);
    expect(adding.mock.calls.filter(([type]) => type === 'pagehide')).toHaveLength(1);
    watches.forEach((watch) => watch.stop());
  });

  it('runs no timer and leaves no listener behind', () => {
    const removing = vi.spyOn(document, 'removeEventListener');
    const watches = [onActiveSeconds(vi.fn()), onActiveSeconds(vi.fn())];
    input();
    expect(vi.getTimerCount()).toBe(0);
    watches[0]!.stop();
    expect(removing).not.toHaveBeenCalled();
    watches[1]!.stop();
    expect(removing).toHaveBeenCalledWith('mousemove', expect.any(Function), expect.anything());
  });
});
