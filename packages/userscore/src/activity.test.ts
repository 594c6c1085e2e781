import { IDLE_AFTER_MS, onActiveSecond } from './activity';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => vi.useRealTimers());

describe('active seconds', () => {
  it('counts a second while there was input in the last 3 s, for every listener', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stops = [onActiveSecond(first), onActiveSecond(second)];
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(IDLE_AFTER_MS + 5_000);
    expect(first).toHaveBeenCalledTimes(IDLE_AFTER_MS / 1_000);
    expect(second).toHaveBeenCalledTimes(IDLE_AFTER_MS / 1_000);
    stops.forEach((stop) => stop());
  });

  it('shares one timer and leaves none behind once every listener stopped', () => {
    const stops = [onActiveSecond(vi.fn()), onActiveSecond(vi.fn())];
    expect(vi.getTimerCount()).toBe(1);
    stops[0]!();
    expect(vi.getTimerCount()).toBe(1);
    stops[1]!();
    expect(vi.getTimerCount()).toBe(0);
  });
});
