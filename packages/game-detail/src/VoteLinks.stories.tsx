import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { VoteLinks } from './VoteLinks';
import { gameVoteWidget } from './widgets/game-vote';

const link = (state: string, disabled = false) => (
  <button
    type="button"
    data-vote-link
    data-vote-item-id="1"
    data-vote-type="GAME_VOTE"
    data-vote-form-url="/frontendService/vote/game"
    data-vote-state={state}
    {...(disabled && { 'data-vote-disabled': '', 'aria-disabled': 'true' })}
  >
    {disabled ? 'Vote (closed)' : 'Does this game work for you?'}
    <span data-vote-mark="LIKE" hidden>
      {' '}
      You said it works.
    </span>
    <span data-vote-mark="DISLIKE" hidden>
      {' '}
      You said it does not work.
    </span>
  </button>
);

const meta = {
  title: 'Widgets/Game vote',
  component: VoteLinks,
  args: { brandId: 1 },
  parameters: { widget: gameVoteWidget, load: 'idle' },
  decorators: [
    (Story) => (
      <div>
        {link('')} {link('', true)}
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoteLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };
const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: /Does this game work/ }));
  return screen.findByRole('dialog', {}, ANSWER);
};

/** The links, nothing open. */
export const NotVoted: Story = {};

/** The popover with the working countries and the two options. */
export const Open: Story = {
  play: async () => {
    const dialog = await open();
    await waitFor(() => expect(dialog).toHaveTextContent('United Kingdom'), ANSWER);
  },
};

/** A vote: the finish slide, then it closes after 2.5 s. */
export const Finished: Story = {
  play: async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, it works' }, ANSWER));
    await waitFor(() => expect(screen.getByText('Thank you for your vote!')).toBeVisible(), ANSWER);
  },
};

/** A non-200 code: the message in the form's error area. */
export const Refused: Story = {
  parameters: { mockScenario: 'vote-refused' },
  play: async () => {
    const dialog = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'No, it does not' }, ANSWER));
    await waitFor(
      () => expect(dialog).toHaveTextContent('Voting is closed for this game.'),
      ANSWER,
    );
  },
};
