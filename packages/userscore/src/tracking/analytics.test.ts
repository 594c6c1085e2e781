import { ANALYTICS_FALLBACK_MS, loadAnalyticsLater } from './analytics';

const SRC = 'https://analytics.example/tag.js';
const loaded = () => [...document.querySelectorAll(`script[src="${SRC}"]`)];
let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  document.head.replaceChildren();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('analytics', () => {
  it("counts the 3500 ms from the page's start, not from when the widget mounted", () => {
    vi.advanceTimersByTime(2_000);
    stop = loadAnalyticsLater(SRC);
    vi.advanceTimersByTime(ANALYTICS_FALLBACK_MS - 2_000 - 1);
    expect(loaded()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(loaded()).toHaveLength(1);
  });

  it('loads at once when the widget mounts 3500 ms or more after the page started', () => {
    vi.advanceTimersByTime(ANALYTICS_FALLBACK_MS + 1_200);
    stop = loadAnalyticsLater(SRC);
    expect(loaded()).toHaveLength(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(loaded()).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loads 3500 ms after the page when nobody interacts', () => {
    stop = loadAnalyticsLater(SRC);
    vi.advanceTimersByTime(ANALYTICS_FALLBACK_MS - 1);
    expect(loaded()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(loaded()).toHaveLength(1);
    expect((loaded()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('loads on the first interaction, once', () => {
    stop = loadAnalyticsLater(SRC);
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new Event('pointerdown'));
    expect(loaded()).toHaveLength(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(ANALYTICS_FALLBACK_MS);
    expect(loaded()).toHaveLength(1);
  });

  it('does not add the script again when the page has it already', () => {
    const present = document.createElement('script');
    present.src = SRC;
    document.head.append(present);
    stop = loadAnalyticsLater(SRC);
    vi.advanceTimersByTime(ANALYTICS_FALLBACK_MS);
    expect(loaded()).toHaveLength(1);
  });

  it('loads nothing once stopped', () => {
    loadAnalyticsLater(SRC)();
    vi.advanceTimersByTime(ANALYTICS_FALLBACK_MS);
    window.dispatchEvent(new Event('pointerdown'));
    expect(loaded()).toHaveLength(0);
  });
});
