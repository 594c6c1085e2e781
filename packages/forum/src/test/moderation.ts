/** Test helpers of the moderation: the moderator, the thread, its menus. */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { db } from '@casino/mocks';
import { ALICE, post, postsOf, settle } from './helpers';

export const MOD = 3;
export const ADMIN = 4;
export const THREAD = 1;

/** The moderation's chunk loads once the member is known: waits for it. */
export async function threadMenu() {
  await settle();
  return screen.findByRole('button', { name: 'Moderate the thread' });
}
export const threadOf = (id: number) => db.threads.find((thread) => thread.id === id)!;
/** A reply of the thread (not its first post), made alice's. */
export function alicesReply() {
  const reply = postsOf(THREAD)[1]!;
  reply.authorId = ALICE;
  return reply;
}

export async function postMenu(root: HTMLElement, postId: number) {
  await settle();
  return within(post(root, postId)).findByRole('button', { name: /^Moderate the post of/ });
}

export async function choose(
  user: ReturnType<typeof userEvent.setup>,
  menu: HTMLElement,
  item: string,
) {
  await user.click(menu);
  await user.click(
    screen.queryByRole('menuitem', { name: item }) ??
      screen.getByRole('menuitemradio', { name: item }),
  );
}
