import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FORUM_CATEGORIES } from '@casino/mocks';
import { forumStartThreadWidget } from '../widgets/forum-start-thread';
import { StartThread } from './StartThread';
import { signedIn } from '../shared/StoryPage';

const ANSWER = { timeout: 10_000 };
const ALICE = 1;
const REP_ROYAL = 2;
const TITLE = 'Fast withdrawals at Royal';
const FIRST_POST = 'Which casinos pay out within a day?';

const meta = {
  title: 'Widgets/Forum start thread',
  component: StartThread,
  args: {
    categories: FORUM_CATEGORIES.map((category) => ({ ...category })),
    casinos: [{ id: 1, name: 'Royal Casino' }],
    casinoSearchUrl: '/frontendService/search/casinos',
    gameSearchUrl: '/frontendService/search/games',
  },
  parameters: { widget: forumStartThreadWidget, load: 'eager' },
  render: (args) => (
    <div className="cw-forum-start-thread" style={{ font: '1rem/1.5 system-ui, sans-serif' }}>
      <StartThread {...args} />
    </div>
  ),
} satisfies Meta<typeof StartThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the modal and waits for the editor of the first post (it loads on opening). */
async function open() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start a thread' }, ANSWER));
  const dialog = await screen.findByRole('dialog', { name: 'Start a thread' }, ANSWER);
  const editor = await within(dialog).findByRole('textbox', { name: 'Your first post' }, ANSWER);
  // The dialog fades in (from opacity 0): its content counts as visible once it has.
  await waitFor(() => expect(dialog).toBeVisible(), ANSWER);
  return { dialog, editor };
}

async function fill() {
  const { dialog, editor } = await open();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), TITLE);
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Category' }),
    FORUM_CATEGORIES[0]!.name,
  );
  await userEvent.type(editor, FIRST_POST);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start thread' }));
  return dialog;
}

/** A visitor sees the button; pressing it asks for the login (the page's auth dialog). */
export const Visitor: Story = {
  loaders: [signedIn(null)],
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: 'Start a thread' }, ANSWER),
    ).toBeVisible();
  },
};

/** A member opens the modal: the focus is in the title, the editor loads. */
export const Member: Story = {
  loaders: [signedIn(ALICE)],
  play: async () => {
    const { dialog } = await open();
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await expect(within(dialog).queryByRole('combobox', { name: 'Post as' })).toBeNull();
  },
};

/** A representative may post on behalf of their casino. */
export const Representative: Story = {
  loaders: [signedIn(REP_ROYAL)],
  play: async () => {
    const { dialog } = await open();
    await expect(within(dialog).getByRole('combobox', { name: 'Post as' })).toBeVisible();
  },
};

/** SPEC §5: a title under 3 words and a first post under 5 are refused before sending. */
export const WordCounts: Story = {
  loaders: [signedIn(ALICE)],
  play: async () => {
    const { dialog, editor } = await open();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Two words');
    await userEvent.type(editor, 'Too short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start thread' }));
    await expect(
      await within(dialog).findByText('The title needs at least 3 words.', undefined, ANSWER),
    ).toBeVisible();
    await expect(
      await within(dialog).findByText('Your first post needs at least 5 words.', undefined, ANSWER),
    ).toBeVisible();
  },
};

/** 8214: the thread waits for review; the form is cleared. */
export const PendingReview: Story = {
  loaders: [signedIn(ALICE)],
  parameters: { mockScenario: 'forum-pending-review' },
  play: async () => {
    await fill();
    await expect(
      await screen.findByRole('dialog', { name: 'Your post is waiting for review' }, ANSWER),
    ).toBeInTheDocument();
  },
};

/** 7000: the login-required message with its login button. */
export const LoginRequired: Story = {
  loaders: [signedIn(ALICE)],
  parameters: { mockScenario: 'code-7000' },
  play: async () => {
    const dialog = await fill();
    const alert = await within(dialog).findByRole('alert', undefined, ANSWER);
    await expect(within(alert).getByRole('button', { name: 'Log in or sign up' })).toBeVisible();
  },
};
