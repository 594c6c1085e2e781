import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';
import type { CountdownProps } from './Countdown';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/** The target is set when the story renders, so the story looks the same any day. */
function FromNow({ inMs, ...props }: Omit<CountdownProps, 'target'> & { inMs: number }) {
  const [target] = useState(() => Date.now() + inMs);
  return <Countdown {...props} target={target} />;
}

const meta = {
  title: 'UI/Countdown',
  component: FromNow,
  args: { inMs: 2 * DAY + 5 * 60 * 60 * SECOND + 17 * 60 * SECOND + 42 * SECOND, label: 'Ends in' },
} satisfies Meta<typeof FromNow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tournament card's countdown, days away; ticking every second. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(timer).toHaveTextContent(/2 days, 5 hours, 17 minutes, 4\d seconds left/);
  },
};

/** The last minute: it goes on down to zero. */
export const LastMinute: Story = { args: { inMs: 45 * SECOND, label: 'Starts in' } };

/** Zero reached: onEnd is called once and the counter stops. */
export const ReachingZero: Story = {
  args: { inMs: 2 * SECOND, onEnd: fn() },
  play: async ({ canvasElement, args }) => {
    const timer = within(canvasElement).getByRole('timer');
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(timer).toHaveTextContent('Ended');
    await expect(timer).toHaveAttribute('data-state', 'ended');
  },
};

/** A target already past. */
export const Ended: Story = { args: { inMs: -DAY, label: 'Ended' } };
