// What the tests of the review flow share: rendering it, opening it, its steps.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, resetVerification, setTokenProvider } from '@casino/core';
import type { WidgetEvents } from '@casino/core';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { pageReload } from '@casino/ui';
import { ReviewFlow } from '../ReviewFlow';
import { ALICE, addAuthorizationMeta, removePage } from './helpers';

export const TOKEN = 'test-verification-token';
export const REVIEW_PATH = '/frontendService/userReview';
export const reload = vi.fn();
const originalReload = pageReload.reload;

/** A casino alice has not reviewed. */
export const freshCasino = () =>
  db.casinos.find(
    (casino) =>
      casino.id > 1 &&
      db.reviews.some((review) => review.casinoId === casino.id) &&
      !db.reviews.some((review) => review.casinoId === casino.id && review.userId === ALICE),
  )!;
export const aliceReview = () => db.reviews.find((review) => review.userId === ALICE)!;

export function listen<K extends keyof WidgetEvents>(name: K) {
  const seen: WidgetEvents[K][] = [];
  const off = on(name, (detail) => seen.push(detail));
  return { seen, off };
}

export function renderFlow(casinoId?: number, casinoName?: string, fakeTimers = false) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(<ReviewFlow purpose="CASINO_DETAIL" casinoId={casinoId} casinoName={casinoName} />);
  return user;
}

export const dialog = (name?: string | RegExp) => screen.findByRole('dialog', name ? { name } : {});

/** Each test: a fake verification token, the page's authorization, no real reload. */
export function setUpFlowTests(): void {
  let removeMeta: () => void;
  beforeEach(() => {
    resetVerification();
    setTokenProvider(async () => TOKEN);
    reload.mockReset();
    pageReload.reload = reload;
    removeMeta = addAuthorizationMeta();
  });
  afterEach(() => {
    pageReload.reload = originalReload;
    removeMeta();
    removePage();
    server.events.removeAllListeners();
    window.location.hash = '';
    vi.useRealTimers();
  });
}

/** The `#review` hash, as a link on the page sets it. */
export function openByHash() {
  act(() => {
    window.location.hash = '#review';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

/** The create step of a casino the member has not reviewed, opened by the hash. */
export async function createStep() {
  const casino = freshCasino();
  const user = renderFlow(casino.id, casino.name);
  openByHash();
  await dialog(`Review ${casino.name}`);
  return { casino, user };
}

/** A visitor's authenticate step for the casino (by the hash), left by `button`. */
export async function authenticateStep(casino: { id: number; name: string }, button: string) {
  const user = renderFlow(casino.id, casino.name);
  openByHash();
  await user.click(
    within(await dialog('Log in to write a review')).getByRole('button', { name: button }),
  );
  return user;
}

export async function chooseStars(user: ReturnType<typeof userEvent.setup>, stars: number) {
  await user.click(screen.getByLabelText(stars === 1 ? '1 star' : `${stars} stars`));
}
