import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BonusDetail } from './BonusDetail';
import { bonusDetailWidget } from './widgets/bonus-detail';

/** A bonus card as the server writes it in the home page's bonus slider. */
function BonusCard(props: { modalId: string }) {
  return (
    <>
      <div className="card">
        <h3>Welcome package</h3>
        <button
          type="button"
          data-bonus-detail="1"
          data-bonus-title="Welcome package"
          aria-haspopup="dialog"
        >
          Bonus details
        </button>
      </div>
      <BonusDetail {...props} />
    </>
  );
}

const meta = {
  title: 'Widgets/Bonus card detail',
  component: BonusCard,
  args: { modalId: 'bonus-card-detail' },
  parameters: { widget: bonusDetailWidget, load: 'idle' },
} satisfies Meta<typeof BonusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 10_000 };

/** The modal opened from the card, with the bonus's details. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bonus details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome package' });
    await waitFor(() => expect(dialog.querySelector('[data-bonus-id="1"]')).not.toBeNull(), ANSWER);
  },
};

/** The details cannot be loaded: the modal says so and offers to try again. */
export const LoadFails: Story = {
  parameters: { mockScenario: 'network-error' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bonus details' }));
    await expect(await screen.findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'We could not load this bonus',
    );
  },
};
