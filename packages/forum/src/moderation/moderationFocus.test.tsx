import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@casino/mocks/node';
import { asMember, post, postsOf, settle, threadPage } from '../test/helpers';
import { MOD, THREAD, alicesReply, choose, postMenu, threadMenu } from '../test/moderation';

describe('the focus in the moderation', () => {
  it('works with the keyboard: arrows move, Escape closes and gives the focus back', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    threadPage(THREAD);
    const button = await threadMenu();
    button.focus();
    await user.keyboard('{Enter}');
    const items = screen.getAllByRole('menuitem');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a post replaced while the moderator is in another sheet leaves the focus in that sheet', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const first = postsOf(THREAD)[0]!;
    const reply = alicesReply();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    // The pin's answer waits; then the fake backend gives it.
    server.use(http.post('*/post/pin', () => held));
    const { root } = threadPage(THREAD);
    await choose(user, await postMenu(root, first.id), 'Pin the post');
    await choose(user, await postMenu(root, reply.id), 'Ban the author');
    const period = screen.getByRole('combobox', { name: 'Ban for' });
    expect(period).toHaveFocus();
    answer();
    await waitFor(() => expect(post(root, first.id)).toHaveAttribute('data-post-pinned'));
    await settle();
    expect(period).toHaveFocus();
  });
});
