// For the tests: the casino page's server HTML, as the CMS renders it.
import { server } from '@casino/mocks/node';

export const CASINO_ID = 1;

export const PAGE = `
<div data-casino-detail>
  <a data-visit-main href="/exit/casino-1">Visit casino</a>
  <div data-cw-tabs data-cw-owner="casino-detail">
    <div data-cw-tablist aria-label="Royal Spins">
      <button data-cw-tab="homepage">Homepage</button>
      <button data-cw-tab="bonuses">Bonuses</button>
      <button data-cw-tab="reputation">Reputation</button>
      <button data-cw-tab="reviews">Reviews</button>
      <button data-cw-tab="discussion">Discussion</button>
    </div>
    <section data-cw-tab-panel="homepage">
      <h2>Overview</h2>
      <button type="button" data-payment-providers>Payment methods</button>
      <div data-cw-expandable data-cw-owner="casino-detail" data-cw-expandable-load data-terms-id="1" data-terms-explanation-id="1" data-terms-type-id="1">
        <button data-cw-expandable-toggle>Winnings limits</button><div data-cw-expandable-content></div>
      </div>
      <div data-cw-expandable data-cw-owner="casino-detail" data-cw-expandable-load data-terms-id="x">
        <button data-cw-expandable-toggle>Broken block</button><div data-cw-expandable-content></div>
      </div>
      <h3>What players say</h3>
      <div data-widget="reviews-panel"><button type="button">Sort by: Newest first</button></div>
      <div data-reviews-panel><section data-review-stats>Preview statistics</section></div>
    </section>
    <section data-cw-tab-panel="bonuses" data-cw-tab-load><h2>Bonuses</h2><p>Loading the bonuses…</p></section>
    <section data-cw-tab-panel="reputation">
      <div role="group" aria-label="Complaint status">
        <button type="button" data-complaint-status="ALL" aria-pressed="true">All</button>
        <button type="button" data-complaint-status="OPEN" aria-pressed="false">Open</button>
        <button type="button" data-complaint-status="RESOLVED" aria-pressed="false">Resolved</button>
      </div>
      <div data-complaints><p>Server complaints</p></div>
    </section>
    <section data-cw-tab-panel="reviews">
      <h2>User reviews</h2><section data-review-stats>Statistics</section>
    </section>
    <section data-cw-tab-panel="discussion"><div data-discussion></div>
      <a href="/reviews.html" data-casino-reviews-link>All user reviews</a></section>
  </div>
  <a data-visit-sticky href="/exit/casino-1" hidden>Visit casino</a>
</div>
<div data-cw-modal="payment-providers" hidden aria-label="Payment methods"><div data-payment-providers-body></div></div>`;

/** The requests to `path` the page sends from now on (their query parameters). */
export function recordRequests(path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

/** A stand-in IntersectionObserver whose entries the test sends. */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Reports `target` as crossing the observed area or not, `top` its top edge. */
  send(target: Element, isIntersecting: boolean, top = 0) {
    this.callback(
      [{ target, isIntersecting, boundingClientRect: { top } } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  static watching(target: Element) {
    return FakeIntersectionObserver.all.find((observer) => observer.targets.includes(target))!;
  }
}
