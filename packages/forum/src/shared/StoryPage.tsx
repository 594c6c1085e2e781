/** For the stories: a thread page as the fake server renders it, with the widget after it. */
import { useState } from 'react';
import { currentUser } from '@casino/core';
import { renderForumThread, signInAs } from '@casino/mocks';
import { ForumThread } from '../thread/ForumThread';
import type { NamedItem } from '../props';

/** Signs a member in (null: a visitor) before the page is rendered for them. */
export function signIn(userId: number | null): void {
  currentUser.value = signInAs(userId);
}

/** A story loader that signs a member in (null: a visitor). */
export const signedIn = (userId: number | null) => async () => {
  signIn(userId);
  return {};
};

export function StoryPage({
  threadId,
  replyMaxLength,
  casinos = [],
}: {
  threadId: number;
  replyMaxLength: number;
  casinos?: NamedItem[];
}) {
  // The fake server's HTML of the thread, as the CMS puts it in the page.
  const [html] = useState(() => renderForumThread(threadId) ?? '');
  return (
    <div style={{ font: '1rem/1.5 system-ui, sans-serif' }}>
      <main dangerouslySetInnerHTML={{ __html: html }} />
      <ForumThread threadId={threadId} replyMaxLength={replyMaxLength} casinos={casinos} />
    </div>
  );
}
