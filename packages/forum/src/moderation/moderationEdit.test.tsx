import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALICE,
  asMember,
  editorBox,
  post,
  postsOf,
  record,
  settle,
  threadPage,
} from '../test/helpers';

const MOD = 3;
const THREAD = 1;

describe('a moderator’s short edit (SPEC §8 8209)', () => {
  it('gets the language chooser and is saved with the language chosen', async () => {
    asMember(MOD);
    const user = userEvent.setup();
    const reply = postsOf(THREAD)[1]!;
    reply.authorId = ALICE;
    const { root } = threadPage(THREAD);
    await settle();
    const sent = record('/frontendService/post');
    await user.click(
      await within(post(root, reply.id)).findByRole('button', { name: /^Moderate the post of/ }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Edit the post' }));
    const sheet = screen.getByRole('dialog', { name: 'Edit the post' });
    const field = await editorBox('Text of the post');
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.type(field, 'Removed: spam link');
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Reason' }), 'SPAM');
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    const chooser = await screen.findByRole('dialog', { name: 'Which language is your post in?' });
    await user.selectOptions(within(chooser).getByRole('combobox'), 'en');
    await user.click(within(chooser).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(post(root, reply.id).querySelector('[data-post-text]')).toHaveTextContent(
        'Removed: spam link',
      ),
    );
    expect(sent.at(-1)?.body).toMatchObject({ postId: reply.id, manualLanguageCode: 'en' });
  });
});
