/** Test helpers: the session member, the page's server HTML, recorded calls. */
import { reviews } from '@casino/api';
import { call, currentUser } from '@casino/core';
import { db, signInAs } from '@casino/mocks';
import { server } from '@casino/mocks/node';

export const ALICE = 1;
export const REP = 2;
export const AUTHORIZATION = 'Bearer member-token';

export function asMember(id: number): void {
  currentUser.value = signInAs(id);
}

export function asVisitor(): void {
  currentUser.value = signInAs(null);
}

const containers: HTMLElement[] = [];

/** The casino's reviews tab as the server renders it for the session member. */
export async function casinoPage(casinoId: number): Promise<HTMLElement> {
  const answer = await call(reviews.casinoDetailUserReviews, { casinoId });
  const container = document.createElement('div');
  container.innerHTML = answer.statisticsHtml + answer.resultsHtml;
  document.body.append(container);
  containers.push(container);
  return container;
}

export function removePage(): void {
  containers.splice(0).forEach((container) => container.remove());
}

export interface Recorded {
  method: string;
  url: URL;
  authorization: string | null;
  body: URLSearchParams;
}

/** Calls to `path` as they leave the page. */
export function record(path: string): Recorded[] {
  const seen: Recorded[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname !== path) return;
    const entry: Recorded = {
      method: request.method,
      url,
      authorization: request.headers.get('Authorization'),
      body: new URLSearchParams(),
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = new URLSearchParams(text);
      });
  });
  return seen;
}

export function addAuthorizationMeta(): () => void {
  const meta = document.createElement('meta');
  meta.name = 'authorization';
  meta.content = AUTHORIZATION;
  document.head.append(meta);
  return () => meta.remove();
}

export const reviewOf = (casinoId: number, userId: number) =>
  db.reviews.find((review) => review.casinoId === casinoId && review.userId === userId);
