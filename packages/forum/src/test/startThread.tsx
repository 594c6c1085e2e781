/** Test helpers of the start-thread modal. */
import { render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FORUM_CATEGORIES } from '@casino/mocks';
import { StartThread } from '../start-thread/StartThread';
import { editorBox } from './helpers';

export const REP_ROYAL = 2;
export const TITLE = 'Fast withdrawals at Royal';
export const FIRST_POST = 'Which casinos pay out within a day?';

export function renderStartThread() {
  return render(
    <StartThread
      categories={FORUM_CATEGORIES.map((category) => ({ ...category }))}
      casinos={[{ id: 1, name: 'Royal Casino' }]}
      casinoSearchUrl="/frontendService/search/casinos"
      gameSearchUrl="/frontendService/search/games"
    />,
  );
}

export const startButton = () => screen.getByRole('button', { name: 'Start a thread' });
export const dialog = () => screen.getByRole('dialog', { name: 'Start a thread' });
export const field = (name: string) => within(dialog()).getByRole('textbox', { name });

/** Opens the modal and waits for the editor of the first post. */
export async function openModal(user: UserEvent) {
  await user.click(startButton());
  return editorBox('Your first post');
}

/** Fills the required fields: title, category, first post. */
export async function fillThread(
  user: UserEvent,
  { title = TITLE, post = FIRST_POST }: { title?: string; post?: string } = {},
) {
  const box = await openModal(user);
  if (title) await user.type(field('Title'), title);
  await user.selectOptions(
    within(dialog()).getByRole('combobox', { name: 'Category' }),
    FORUM_CATEGORIES[3]!.name,
  );
  if (post) await user.type(box, post);
  return box;
}

export const send = (user: UserEvent) =>
  user.click(within(dialog()).getByRole('button', { name: 'Start thread' }));
