/** Test helpers: the session member, the thread page's server HTML, recorded calls. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { currentUser, on } from '@casino/core';
import type { WidgetEvents } from '@casino/core';
import { db, renderForumThread, signInAs } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { ForumThread } from '../thread/ForumThread';

export const ALICE = 1;

/** The member's token the CMS renders for the calls that carry it (SPEC §7 deletions). */
function setAuthorizationMeta(content: string | null): void {
  document.head.querySelectorAll('meta[name="authorization"]').forEach((meta) => meta.remove());
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'authorization';
  meta.content = content;
  document.head.append(meta);
}

export function asMember(id: number): void {
  currentUser.value = signInAs(id);
  setAuthorizationMeta(`Bearer member-${id}`);
}

export function asVisitor(): void {
  currentUser.value = signInAs(null);
  setAuthorizationMeta(null);
}

/** The thread page as the server renders it for the session member, and the widget after it. */
export function threadPage(
  threadId = 1,
  props: { replyMaxLength?: number; casinos?: { id: number; name: string }[] } = {},
) {
  const page = document.createElement('main');
  page.innerHTML = renderForumThread(threadId) ?? '';
  document.body.append(page);
  pages.push(page);
  const view = render(
    <ForumThread
      threadId={threadId}
      replyMaxLength={props.replyMaxLength ?? 5000}
      casinos={props.casinos ?? []}
    />,
  );
  const root = page.querySelector<HTMLElement>('[data-thread-id]')!;
  return {
    root,
    view,
    /** Mounts the widget again over the same page, as after a reload. */
    remount() {
      view.unmount();
      return render(
        <ForumThread
          threadId={threadId}
          replyMaxLength={props.replyMaxLength ?? 5000}
          casinos={props.casinos ?? []}
        />,
      );
    },
  };
}

/**
 * Lets code loaded on demand arrive and render: the thread page after its first use
 * (a link to a post, a member's draft, a first click), the editor after a focus.
 */
export async function settle(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

export const post = (root: ParentNode, postId: number) =>
  root.querySelector<HTMLElement>(`[data-post-id="${postId}"]`)!;

export const postsOf = (threadId: number) => db.posts.filter((item) => item.threadId === threadId);

/** The fake's posts of a thread by the given member (for edits). */
export const ownPostIn = (threadId: number, userId: number) =>
  postsOf(threadId).find((item) => item.authorId === userId);

export interface Recorded {
  method: string;
  body: Record<string, unknown>;
}

/** JSON or form bodies of the calls to `path`, in the order they were sent. */
export function record(path: string): Recorded[] {
  const seen: Recorded[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname !== path) return;
    const entry: Recorded = { method: request.method, body: {} };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          entry.body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          entry.body = Object.fromEntries(new URLSearchParams(text));
        }
      });
  });
  return seen;
}

/** The `auth:open` requests the widget makes. */
export function authRequests(): WidgetEvents['auth:open'][] {
  const seen: WidgetEvents['auth:open'][] = [];
  const stop = on('auth:open', (detail) => seen.push(detail));
  afterEachStops.push(stop);
  return seen;
}
const afterEachStops: (() => void)[] = [];
const pages: HTMLElement[] = [];
afterEach(() => {
  afterEachStops.splice(0).forEach((stop) => stop());
  pages.splice(0).forEach((page) => page.remove());
});

/** The reply box before the editor: the plain field. */
export const plainField = () => screen.getByRole('textbox', { name: 'Your reply' });

/** Focuses the reply box and waits for the editor's text box. */
export async function openEditor(user: { click: (element: Element) => Promise<void> }) {
  await user.click(plainField());
  return editorBox();
}

/** The editor's text box (the editor loads lazily). */
export async function editorBox(name = 'Your reply') {
  let box: HTMLElement | null = null;
  await waitFor(() => {
    box = screen.getByRole('textbox', { name });
    expect(box).toHaveAttribute('contenteditable', 'true');
  });
  return box as unknown as HTMLElement;
}
