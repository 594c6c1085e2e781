import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Tooltip } from './Tooltip';
import { enhancePopovers } from './enhance';

const stage = { display: 'grid', placeItems: 'center', minHeight: '18rem', padding: '2rem' };

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Wagering 35x the bonus',
    children: (
      <button type="button" className="cw-popover-trigger">
        Bonus 100% up to €500
      </button>
    ),
  },
  argTypes: { children: { control: false }, content: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={stage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

async function hoverTrigger(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('button');
  await userEvent.hover(trigger);
  const tooltip = await canvas.findByRole('tooltip');
  await expect(tooltip).toBeVisible();
  return { canvas, trigger, tooltip };
}

/** Hidden until hovered or focused. */
export const Hidden: Story = {};

export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await hoverTrigger(canvasElement);
    await expect(trigger).toHaveAccessibleDescription('Wagering 35x the bonus');
  },
};

/** Keyboard focus shows it too; Escape hides it and leaves the focus where it is. */
export const OnKeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await hoverTrigger(canvasElement);
  },
};

export const Top: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    const { tooltip } = await hoverTrigger(canvasElement);
    await expect(tooltip.dataset.placement).toBe('top');
  },
};

export const Left: Story = {
  args: { placement: 'left', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { tooltip } = await hoverTrigger(canvasElement);
    await expect(tooltip.dataset.placement).toBe('left');
  },
};

export const Right: Story = {
  args: { placement: 'right' },
  play: async ({ canvasElement }) => {
    const { tooltip } = await hoverTrigger(canvasElement);
    await expect(tooltip.dataset.placement).toBe('right');
  },
};

/** The secondary tooltip: longer text, at most 350 px wide (SPEC §9). */
export const Secondary: Story = {
  args: {
    secondary: true,
    content:
      'The bonus must be wagered 35 times within 30 days. Only slots count in full; table games count 10%. The maximum bet while wagering is €5.',
  },
  play: async ({ canvasElement }) => {
    const { tooltip } = await hoverTrigger(canvasElement);
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(350);
  },
};

const SERVER_HTML = `
  <p>
    Withdrawal limit €5,000 per month
    <button type="button" class="cw-popover-trigger" aria-label="About withdrawal limits"
      data-tooltip="Some casinos pay large wins in monthly parts.">?</button>
  </p>
  <p>
    Licence
    <button type="button" class="cw-popover-trigger" aria-label="About the licence"
      data-tooltip="#licence-note" data-tooltip-secondary data-popover-theme="dark"
      data-popover-placement="top">?</button>
  </p>
  <div id="licence-note">Licensed by the <strong>Malta Gaming Authority</strong>, which handles complaints about this casino.</div>`;

function ServerRendered() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? enhancePopovers(root.current) : undefined), []);
  return <div ref={root} dangerouslySetInnerHTML={{ __html: SERVER_HTML }} />;
}

/** Server HTML with `data-tooltip` bound by `enhancePopovers(root)`. */
export const FromServerHtml: Story = {
  render: () => <ServerRendered />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const licence = canvas.getByRole('button', { name: 'About the licence' });
    // Bound in an effect after the first paint.
    await waitFor(() => expect(licence).toHaveAccessibleDescription(/Malta Gaming Authority/));
    await userEvent.hover(licence);
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};
