import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HomeCharts } from './HomeCharts';
import { homeChartsWidget } from './widgets/home-charts';

const meta = {
  title: 'Widgets/Home charts',
  component: HomeCharts,
  args: { charts: ['casinos', 'bonuses', 'reviews'], headingLevel: 3 },
  parameters: { widget: homeChartsWidget, load: 'visible' },
} satisfies Meta<typeof HomeCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long a play function waits for the fake backend and the chart code. */
const DRAWN = { timeout: 10_000 };

/** The three charts, drawn with the fake backend's data; their tables are for screen readers. */
export const AllCharts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-drawn="true"]')).toHaveLength(3),
      DRAWN,
    );
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
  },
};

/** The reviews doughnut alone, with the total of user reviews in its middle. */
export const ReviewsDoughnut: Story = { args: { charts: ['reviews'] } };

/** Every chart's data fails: each is left out (SPEC §8: only logged). */
export const DataFails: Story = {
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('figure')).toHaveLength(0), DRAWN);
  },
};
