import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';
import type { TabDefinition } from './Tabs';

/** A stand-in for a tab's content call: answers after `ms`. */
const after = <T,>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

const LOAD_MS = 400;

const casinoTabs: TabDefinition[] = [
  {
    name: 'homepage',
    label: 'Homepage',
    content: <p>Spin Palace has been licensed in Malta since 2001.</p>,
  },
  {
    name: 'bonuses',
    label: 'Bonuses',
    load: () =>
      after(LOAD_MS, {
        html: '<ul><li>100% welcome bonus up to €200</li><li>50 free spins on Starburst</li></ul>',
      }),
  },
  {
    name: 'reputation',
    label: 'Reputation',
    load: () => after(LOAD_MS, <p>12 complaints, 10 resolved.</p>),
  },
  { name: 'discussion', label: 'Discussion', content: <p>Join the forum discussion.</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { tabs: casinoTabs, label: 'Casino sections', hash: false },
  argTypes: { tabs: { control: false }, onChange: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab shown; the others load or show when chosen. */
export const Default: Story = {};

/** Choosing a tab puts `#tab={name}` in the address without a history entry. */
export const HashFollowsTab: Story = {
  args: { hash: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Discussion' }));
    await expect(window.location.hash).toBe('#tab=discussion');
    await expect(canvas.getByRole('tabpanel', { name: 'Discussion' })).toBeVisible();
  },
};

/** A page opened with `#tab=reputation` shows that tab (and scrolls to it after 400 ms). */
export const OpenedWithHash: Story = {
  args: { hash: true },
  loaders: [
    () => {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}#tab=reputation`);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Reputation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('12 complaints, 10 resolved.')).toBeVisible();
  },
};

/** The loading state of a tab's first view. */
export const Loading: Story = {
  args: {
    tabs: [
      { name: 'homepage', label: 'Homepage', content: <p>Overview</p> },
      { name: 'bonuses', label: 'Bonuses', load: () => new Promise(() => undefined) },
    ],
    defaultTab: 'bonuses',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Loaded once: going back to the tab shows it at once, with no second load. */
export const LoadedOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Bonuses' }));
    await expect(await canvas.findByText('50 free spins on Starburst')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Homepage' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Bonuses' }));
    await expect(canvas.getByText('50 free spins on Starburst')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A failed load (SPEC §8): only logged; the loader goes and the server text stays. */
export const LoadError: Story = {
  args: {
    tabs: [
      { name: 'homepage', label: 'Homepage', content: <p>Overview</p> },
      {
        name: 'bonuses',
        label: 'Bonuses',
        content: <p>See the casino's site for its current bonuses.</p>,
        load: () => Promise.reject(new Error('The bonuses could not be fetched')),
      },
    ],
    defaultTab: 'bonuses',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel', { name: 'Bonuses' });
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'error'));
    await expect(panel).toHaveTextContent("See the casino's site for its current bonuses.");
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Arrow keys, Home and End move between tabs; the focused tab shows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Homepage' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Bonuses' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Discussion' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(last).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Homepage' })).toHaveFocus();
  },
};

/** Manual activation: the arrows move focus, Enter or Space shows the tab. */
export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Homepage' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const bonuses = canvas.getByRole('tab', { name: 'Bonuses' });
    await expect(bonuses).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(bonuses).toHaveAttribute('aria-selected', 'true');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };
