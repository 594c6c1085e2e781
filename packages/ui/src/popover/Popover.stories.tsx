import { useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Popover } from './Popover';
import { enhancePopovers } from './enhance';

/** Room around the trigger so every side has space. */
const stage = { display: 'grid', placeItems: 'center', minHeight: '22rem', padding: '2rem' };

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    label: 'Bonus terms',
    children: (
      <>
        <p style={{ margin: '0 0 0.5rem' }}>Wagering 35x the bonus within 30 days.</p>
        <a href="#terms">Read all terms</a>
      </>
    ),
  },
  argTypes: { children: { control: false }, label: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={stage}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name = 'Bonus terms') {
  const canvas = within(canvasElement);
  const trigger = canvas.getByRole('button', { name });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = canvasElement.ownerDocument.getElementById(
    trigger.getAttribute('aria-controls') ?? '',
  );
  await expect(panel).toBeVisible();
  return { canvas, trigger, panel: panel as HTMLElement };
}

/** Closed, as the page first shows it: light, arrow, bottom, click (SPEC §9 defaults). */
export const Closed: Story = {};

/** Opened by a click; the arrow points at the button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(panel.dataset.placement).toBe('bottom');
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Top: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(panel.dataset.placement).toBe('top');
  },
};

export const Left: Story = {
  args: { placement: 'left' },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(panel.dataset.placement).toBe('left');
  },
};

export const Right: Story = {
  args: { placement: 'right', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(panel.dataset.placement).toBe('right');
  },
};

export const WithoutArrow: Story = {
  args: { arrow: false },
  play: async ({ canvasElement }) => {
    const { panel } = await open(canvasElement);
    await expect(panel.querySelector('.cw-popover__arrow')).toBeNull();
  },
};

/** Hover everywhere: it opens once the pointer rests 600 ms (SPEC §9 hover preview). */
export const OnHover: Story = {
  args: { trigger: 'hover' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Bonus terms' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'), {
      timeout: 2000,
    });
  },
};

/** Escape closes it and puts focus back on the button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, panel } = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(panel).not.toBeVisible();
    await expect(trigger).toHaveFocus();
  },
};

/** Opening another popover closes the first. */
export const OneAtATime: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '12rem' }}>
      <Popover {...args} label="Bonus terms" />
      <Popover {...args} label="Payment methods">
        Visa, Mastercard, Skrill, Neteller.
      </Popover>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const first = await open(canvasElement, 'Bonus terms');
    const second = await open(canvasElement, 'Payment methods');
    await expect(first.trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(second.panel).toHaveTextContent('Skrill');
  },
};

const SERVER_HTML = `
  <p>
    Welcome bonus 100% up to €500
    <button type="button" class="cw-popover-trigger" data-popover="#server-terms"
      data-popover-trigger="click" data-popover-trigger-desktop="hover"
      data-popover-theme="dark" data-popover-placement="right">Terms</button>
  </p>
  <div id="server-terms" hidden>Wagering 35x; maximum bet €5.</div>
  <p>
    Sort:
    <button type="button" class="cw-popover-trigger" data-popover="#server-sort">Top rated</button>
  </p>
  <ul id="server-sort" data-sort-group="casinos" hidden style="margin: 0; padding-left: 1rem">
    <li><a href="#sort=rating" data-sort-value="rating">Top rated</a></li>
    <li><a href="#sort=newest" data-sort-value="newest">Newest</a></li>
  </ul>`;

function ServerRendered() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? enhancePopovers(root.current) : undefined), []);
  return <div ref={root} dangerouslySetInnerHTML={{ __html: SERVER_HTML }} />;
}

/**
 * Server HTML bound by `enhancePopovers(root)`: click on phones and tablets, hover from
 * 992 px; and a server-rendered sort popover whose links dispatch `sort:change`.
 */
export const FromServerHtml: Story = {
  render: () => <ServerRendered />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = canvas.getByRole('button', { name: 'Top rated' });
    // Bound in an effect after the first paint.
    await waitFor(() => expect(sort).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(sort);
    await expect(sort).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Newest' })).toBeVisible();
  },
};
