/** For the stories: a casino's reviews tab as the server renders it, with the page widgets. */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { reviews } from '@casino/api';
import { call, currentUser } from '@casino/core';
import { db } from '@casino/mocks';
import { ReviewActions } from './ReviewActions';
import { ReviewFlow } from './ReviewFlow';

/** Signs a member in (null: a visitor), with the token the CMS renders for members. */
export function signIn(userId: number | null): void {
  db.sessionUserId = userId;
  const user = db.users.find((member) => member.id === userId);
  document.head.querySelectorAll('meta[name="authorization"]').forEach((meta) => meta.remove());
  if (user) {
    const meta = document.createElement('meta');
    meta.name = 'authorization';
    meta.content = `Bearer story-session-${user.id}`;
    document.head.append(meta);
  }
  currentUser.value = user
    ? {
        id: user.id,
        userName: user.userName,
        roles: user.roles,
        representedCasinoIds: user.representedCasinoIds,
      }
    : null;
}

/** A story loader that signs a member in (null: a visitor). */
export const signedIn = (userId: number | null) => async () => {
  signIn(userId);
  return {};
};

/** A casino the member has not reviewed yet (with reviews of others). */
export function unreviewedCasino(userId: number) {
  return db.casinos.find(
    (casino) =>
      casino.id > 1 &&
      db.reviews.some((review) => review.casinoId === casino.id) &&
      !db.reviews.some((review) => review.casinoId === casino.id && review.userId === userId),
  )!;
}

export const ownReview = (userId: number) => db.reviews.find((review) => review.userId === userId)!;

interface StoryPageProps {
  casinoId: number;
  /** Extra server HTML hooks above the reviews. */
  hooks?: ReactNode;
}

export function StoryPage({ casinoId, hooks }: StoryPageProps) {
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const abort = new AbortController();
    call(reviews.casinoDetailUserReviews, { casinoId }, { signal: abort.signal }).then(
      (answer) => {
        if (page.current) page.current.innerHTML = answer.statisticsHtml + answer.resultsHtml;
      },
      () => undefined,
    );
    return () => abort.abort();
  }, [casinoId]);
  return (
    <div style={{ font: '1rem/1.5 system-ui, sans-serif' }}>
      {hooks}
      <div ref={page} data-story-page />
      <ReviewFlow purpose="CASINO_DETAIL" />
      <ReviewActions purpose="CASINO_DETAIL" replyMaxLength={1000} />
    </div>
  );
}
