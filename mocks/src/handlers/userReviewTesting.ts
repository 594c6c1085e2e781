// What the tests of the review flow's handlers share: the members and the authorization.
import { db } from '../store/db';

export const ALICE = 1;
export const REP = 2;
export const BANNED_BOB = 5;
export const token = 'token';
export const purpose = 'CASINO_DETAIL' as const;

/** Whether the calls carry the page's authorization header; each test starts with it on. */
export const authorization = { sent: true };

/** The page's authorization header on every call, as the widgets send it (SPEC §7). */
export function sendAuthorizationEachTest(): void {
  beforeEach(() => {
    authorization.sent = true;
    const intercepted = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (authorization.sent) headers.set('Authorization', 'Bearer member-token');
      return intercepted(input, { ...init, headers });
    });
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** A casino alice has not reviewed. */
export const freshCasino = () =>
  db.casinos.find(
    (casino) =>
      !db.reviews.some((review) => review.casinoId === casino.id && review.userId === ALICE),
  )!;
export const aliceReview = () => db.reviews.find((review) => review.userId === ALICE)!;
export const casinoOneReview = () => db.reviews.find((review) => review.casinoId === 1)!;
