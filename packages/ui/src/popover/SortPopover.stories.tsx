import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortPopover } from './SortPopover';

const meta = {
  title: 'UI/Sort popover',
  component: SortPopover,
  args: {
    options: [
      { value: 'rating', label: 'Top rated' },
      { value: 'newest', label: 'Newest' },
      { value: 'bonus', label: 'Biggest bonus' },
      { value: 'name', label: 'Name A–Z' },
    ],
    group: 'casinos',
    onChange: fn(),
  },
  argTypes: { options: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '18rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Open, with focus on the chosen sort. */
export const Open: Story = {
  args: { defaultValue: 'newest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sort by: Newest' }));
    await expect(canvas.getByRole('menuitemradio', { name: 'Newest' })).toHaveFocus();
  },
};

/** Arrow keys and Enter choose; the value goes to onChange and the sort:change event. */
export const ChosenByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('bonus');
    await expect(canvas.getByRole('button', { name: 'Sort by: Biggest bonus' })).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};
