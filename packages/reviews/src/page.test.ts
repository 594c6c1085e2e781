import { REVIEW_FLASH_MS, REVIEW_SCROLL_MAX_MS, REVIEW_SCROLL_RETRY_MS } from './constants';
import { flashReview, replaceStatistics } from './page';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('flashReview', () => {
  it('looks for the review every 250 ms, scrolls to it and highlights it for 4 s', () => {
    vi.useFakeTimers();
    const scrolled = vi.fn();
    flashReview(7);
    vi.advanceTimersByTime(REVIEW_SCROLL_RETRY_MS * 3);
    document.body.innerHTML = '<article data-review data-review-id="7">x</article>';
    const review = document.querySelector<HTMLElement>('[data-review]')!;
    review.scrollIntoView = scrolled;
    vi.advanceTimersByTime(REVIEW_SCROLL_RETRY_MS - 1);
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(review).toHaveAttribute('data-review-flash');
    vi.advanceTimersByTime(REVIEW_FLASH_MS - 1);
    expect(review).toHaveAttribute('data-review-flash');
    vi.advanceTimersByTime(1);
    expect(review).not.toHaveAttribute('data-review-flash');
  });

  it('gives up after 2500 ms', () => {
    vi.useFakeTimers();
    flashReview(8);
    vi.advanceTimersByTime(REVIEW_SCROLL_MAX_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(REVIEW_SCROLL_MAX_MS / REVIEW_SCROLL_RETRY_MS).toBe(10);
  });
});

describe('replaceStatistics', () => {
  it('replaces the statistics of the answer’s casino only', () => {
    document.body.innerHTML =
      '<section data-review-stats data-casino-id="1" data-total="3"></section><section data-review-stats data-casino-id="2" data-total="5"></section>';
    replaceStatistics('<section data-review-stats data-casino-id="1" data-total="4"></section>');
    const totals = [...document.querySelectorAll('[data-review-stats]')].map((item) =>
      item.getAttribute('data-total'),
    );
    expect(totals).toEqual(['4', '5']);
  });
});
