import { IDLE_AFTER_MS, onActiveSecond } from './activity';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => vi.useRealTimers());

describe('active seconds', () => {
  it('keeps its listeners while active: the browser recomputes input regions on each change', () => {
    const stop = onActiveSecond(vi.fn());
    const adding = vi.spyOn(document, 'addEventListener');
    const removing = vi.spyOn(document, 'removeEventListener');
    for (let n = 0; n < 10; n += 1) {
      document.dispatchEvent(new Event('wheel'));
      vi.advanceTimersByTime(500);
    }
    expect(adding).not.toHaveBeenCalled();
    expect(removing).not.toHaveBeenCalled();
    stop();
  });

  it('counts a second while there was input in the last 3 s, for every listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stops = [onActiveSecond(first), onActiveSecond(second)];
    document.dispatchEvent(new Event('wheel'));
    vi.advanceTimersByTime(IDLE_AFTER_MS + 5_000);
    expect(first).toHaveBeenCalledTimes(IDLE_AFTER_MS / 1_000);
    expect(second).toHaveBeenCalledTimes(IDLE_AFTER_MS / 1_000);
    stops.forEach((stop) => stop());
  });

  it('shares one timer, runs none while idle and leaves none behind', () => {
    const stops = [onActiveSecond(vi.fn()), onActiveSecond(vi.fn())];
    expect(vi.getTimerCount()).toBe(0);
    document.dispatchEvent(new Event('keydown'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(IDLE_AFTER_MS + 2_000);
    expect(vi.getTimerCount()).toBe(0);
    document.dispatchEvent(new Event('keydown'));
    stops[0]!();
    expect(vi.getTimerCount()).toBe(1);
    stops[1]!();
    expect(vi.getTimerCount()).toBe(0);
  });
});
