import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ALICE,
  asMember,
  asVisitor,
  authRequests,
  editorBox,
  settle,
  threadPage,
} from './test/helpers';

/** Only the thread page's code renders its live region. */
const threadPageLoaded = () => document.querySelector('.cw-forum-thread__sr') !== null;

describe('the thread page loads on its first use', () => {
  it('is not loaded for a reader: the reply box is there, the rest of the code is not', async () => {
    asMember(ALICE);
    threadPage(1);
    await settle();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    expect(threadPageLoaded()).toBe(false);
  });

  it('loads when a member focuses the reply box, and opens the editor', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    threadPage(1);
    await user.click(screen.getByRole('textbox', { name: 'Your reply' }));
    await settle();
    expect(threadPageLoaded()).toBe(true);
    expect(await editorBox()).toHaveFocus();
  });

  it('asks a visitor to log in from the reply box without loading it', async () => {
    asVisitor();
    const user = userEvent.setup();
    const asked = authRequests();
    threadPage(1);
    await user.click(screen.getByRole('textbox', { name: 'Your reply' }));
    await settle();
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]);
    expect(threadPageLoaded()).toBe(false);
  });
});
