import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clock } from '@casino/core';
import { PANEL_MAX_BACKDROP_OPACITY } from './gesture';
import type { PanelSide } from './gesture';
import { TouchPanel } from './TouchPanel';

interface DemoProps {
  side: PanelSide;
  /** Open when the story starts. */
  initiallyOpen?: boolean;
}

function PanelDemo({ side, initiallyOpen = false }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ font: '1rem/1.5 system-ui, sans-serif' }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="demo-panel"
        onClick={() => setOpen(true)}
      >
        Filters
      </button>
      <p>Swipe the panel back towards its side, press Escape or click the backdrop to close it.</p>
      <TouchPanel
        id="demo-panel"
        side={side}
        label="Filters"
        open={open}
        onClose={() => setOpen(false)}
      >
        <h2 style={{ margin: '0 0 0.5rem', fontSize: '1.25rem' }}>Filters</h2>
        {['Live dealer', 'Crypto accepted', 'Mobile app', 'Fast withdrawals'].map((name) => (
          <p key={name} style={{ margin: '0.25rem 0' }}>
            <label>
              <input type="checkbox" name="feature" value={name} /> {name}
            </label>
          </p>
        ))}
        <p>
          <a href="#all-casinos">Show all casinos</a>
        </p>
      </TouchPanel>
    </div>
  );
}

const meta = {
  title: 'UI/Touch panel',
  component: PanelDemo,
  args: { side: 'left', initiallyOpen: false },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right', 'bottom'] } },
  // The docs page shows every story side by side, without play functions: panels start
  // closed there, or an open one would cover the page and hold its focus.
  parameters: { layout: 'padded' },
  render: (args, { viewMode }) => (
    <PanelDemo {...args} initiallyOpen={viewMode !== 'docs' && args.initiallyOpen} />
  ),
} satisfies Meta<typeof PanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => document.getElementById('demo-panel')!;
const backdrop = () => document.querySelector<HTMLElement>('.cw-touch-panel__backdrop')!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pointer drag over the panel by `dx`, `dy` px in `steps`, taking `durationMs` by core's
 * clock: the story sets the time, so a flick's speed does not depend on a busy machine.
 */
async function drag(dx: number, dy: number, durationMs: number, steps = 6) {
  const target = panel();
  const box = target.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const at = (clientX: number, clientY: number) => ({
    bubbles: true,
    cancelable: true,
    pointerId: 1,
    pointerType: 'touch',
    isPrimary: true,
    clientX,
    clientY,
  });
  const realNow = clock.now;
  let now = realNow();
  clock.now = () => now;
  try {
    target.dispatchEvent(new PointerEvent('pointerdown', at(x, y)));
    for (let step = 1; step <= steps; step += 1) {
      await pause(16);
      now += durationMs / steps;
      target.dispatchEvent(
        new PointerEvent('pointermove', at(x + (dx * step) / steps, y + (dy * step) / steps)),
      );
    }
    target.dispatchEvent(new PointerEvent('pointerup', at(x + dx, y + dy)));
  } finally {
    clock.now = realNow;
  }
}

// The panel's state, not its computed style: a story in a background tab of the browser
// gets no animation frames, so transitions there do not run to their end.
const container = () => panel().closest('.cw-touch-panel')!;
const expectOpen = async () => {
  await waitFor(() => expect(container()).toHaveAttribute('data-state', 'open'));
  await expect(container()).not.toHaveAttribute('inert');
  await expect(panel()).toBeVisible();
  await expect(Number(backdrop().style.opacity)).toBe(PANEL_MAX_BACKDROP_OPACITY);
};
const expectClosed = async () => {
  await waitFor(() => expect(container()).toHaveAttribute('data-state', 'closed'));
  await expect(container()).toHaveAttribute('inert');
  await expect(Number(backdrop().style.opacity)).toBe(0);
};

/** Closed: only the opener is on the page. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expectClosed();
    const opener = within(canvasElement).getByRole('button', { name: 'Filters' });
    await userEvent.click(opener);
    await expectOpen();
    await expect(within(panel()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(opener).toHaveFocus();
  },
};

export const OpenLeft: Story = { args: { initiallyOpen: true }, play: expectOpen };
export const OpenRight: Story = { args: { side: 'right', initiallyOpen: true }, play: expectOpen };
export const OpenBottom: Story = {
  args: { side: 'bottom', initiallyOpen: true },
  play: expectOpen,
};

/** A flick back to the left at 0.41 px/ms (a third of the width) closes a left panel. */
export const FlickToClose: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    await expectOpen();
    await drag(-100, 0, 100 / 0.41);
    await expectClosed();
  },
};

/** The same drag at 0.39 px/ms snaps back. */
export const SlowFlickSnapsBack: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    await expectOpen();
    await drag(-100, 0, 100 / 0.39);
    await pause(400);
    await expectOpen();
  },
};

/** While dragged, the panel follows and the backdrop fades with it. */
export const WhileDragged: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    await expectOpen();
    const target = panel();
    const box = target.getBoundingClientRect();
    const half = box.width / 2;
    const at = (clientX: number) => ({
      bubbles: true,
      pointerId: 1,
      pointerType: 'touch',
      isPrimary: true,
      clientX,
      clientY: 200,
    });
    target.dispatchEvent(new PointerEvent('pointerdown', at(box.right - 10)));
    target.dispatchEvent(new PointerEvent('pointermove', at(box.right - 10 - half)));
    await waitFor(() =>
      expect(Number(getComputedStyle(backdrop()).opacity)).toBeCloseTo(
        PANEL_MAX_BACKDROP_OPACITY / 2,
        2,
      ),
    );
    await expect(target.getBoundingClientRect().left).toBeCloseTo(box.left - half, 0);
    target.dispatchEvent(new PointerEvent('pointercancel', at(box.right - 10 - half)));
    await expectOpen();
  },
};

/** A slow drag of less than half the panel snaps back. */
export const SlowShortDragSnapsBack: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    await expectOpen();
    const width = panel().getBoundingClientRect().width;
    await drag(-0.49 * width, 0, 5000);
    await pause(400);
    await expectOpen();
  },
};

/** A slow drag beyond half the panel closes it. */
export const SlowLongDragCloses: Story = {
  args: { side: 'right', initiallyOpen: true },
  play: async () => {
    await expectOpen();
    const width = panel().getBoundingClientRect().width;
    await drag(0.51 * width, 0, 5000);
    await expectClosed();
  },
};

/** Drifting 65 px sideways, even a fast swipe snaps back. */
export const SidewaysDriftSnapsBack: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    await expectOpen();
    await drag(-200, 65, 100);
    await pause(400);
    await expectOpen();
  },
};

/** A bottom sheet closes with a flick down. */
export const BottomFlickDown: Story = {
  args: { side: 'bottom', initiallyOpen: true },
  play: async () => {
    await expectOpen();
    await drag(0, 60, 100);
    await expectClosed();
  },
};

export const BackdropClickCloses: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    await expectOpen();
    const box = backdrop().getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: backdrop(),
      coords: { clientX: box.right - 20, clientY: box.bottom - 20 },
    });
    await expectClosed();
  },
};
