import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExpandableBox, ExpandableGroup } from './Expandable';

const after = <T,>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

const LOAD_MS = 400;

const meta = {
  title: 'UI/Expandable boxes',
  component: ExpandableGroup,
  args: { children: null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <ExpandableGroup {...args}>
      <ExpandableBox name="withdrawals" title="Withdrawal limits">
        <p>Players can withdraw at most €5,000 a month.</p>
      </ExpandableBox>
      <ExpandableBox name="bonus" title="Bonus terms">
        <p>Bonus winnings must be wagered 40 times.</p>
      </ExpandableBox>
      <ExpandableBox
        name="unfair"
        title="Unfair terms"
        load={() =>
          after(LOAD_MS, {
            html: '<p>Winnings may be confiscated after 30 days of inactivity.</p>',
          })
        }
      />
    </ExpandableGroup>
  ),
} satisfies Meta<typeof ExpandableGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All collapsed. */
export const Collapsed: Story = {};

/** One box open from the start. */
export const OneOpen: Story = { args: { defaultOpen: 'bonus' } };

/** Opening a box closes the one that was open. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Withdrawal limits' });
    const second = canvas.getByRole('button', { name: 'Bonus terms' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
  },
};

/** Unfair terms: collapsed, loading once, expanded, then toggles. */
export const LoadsOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Unfair terms' });
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(await canvas.findByText(/confiscated/)).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(canvas.getByText(/confiscated/)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A box whose content cannot be loaded (SPEC §8): only logged; its server text stays. */
export const LoadError: Story = {
  render: () => (
    <ExpandableBox
      title="Unfair terms"
      defaultOpen
      load={() => Promise.reject(new Error('The terms could not be fetched'))}
    >
      <p>Withdrawals above €5,000 a month are paid in instalments.</p>
    </ExpandableBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvasElement.querySelector('.cw-expandable')!;
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'error'));
    await expect(canvas.getByRole('region')).toHaveTextContent(/instalments/);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Boxes outside a group open and close on their own. */
export const Standalone: Story = {
  render: () => (
    <>
      <ExpandableBox title="What is a wagering requirement?" defaultOpen>
        <p>How many times bonus money must be bet before it can be withdrawn.</p>
      </ExpandableBox>
      <ExpandableBox title="What is a no-deposit bonus?">
        <p>A bonus given without a deposit.</p>
      </ExpandableBox>
    </>
  ),
};
