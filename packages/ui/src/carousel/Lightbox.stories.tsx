import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';
import { Lightbox } from './Lightbox';
import { demoScreenshots, demoSlides } from './storyFixtures';

interface DemoProps {
  /** The image open at first (0-based); none keeps it closed. */
  start?: number;
  count: number;
}

/** A thumbnail strip's stand-in: a button that opens the lightbox. */
function LightboxDemo({ start, count }: DemoProps) {
  const images = demoScreenshots(count);
  const [index, setIndex] = useState<number | null>(start ?? null);
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        Show the screenshots
      </button>
      <Lightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
        label="Screenshots of Aurora Casino"
      />
    </>
  );
}

const meta = {
  title: 'UI/Lightbox',
  component: LightboxDemo,
  args: { count: 4 },
  // Docs pages render stories without their play functions, so every lightbox there stays
  // closed and the stories can sit inline side by side.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LightboxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(document.body).getByRole('dialog', { name: 'Screenshots of Aurora Casino' });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Show the screenshots' });
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await userEvent.click(opener);
    await expect(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/**
 * Opened from its button: the focus moves to Close, the arrow keys move between images,
 * Tab stays inside.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Show the screenshots' }),
    );
    const box = within(dialog());
    await expect(box.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(box.getByText('Image 1 of 4')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(box.getByText('Image 3 of 4')).toBeVisible();
    await expect(box.getByRole('img')).toHaveAccessibleName('Screenshot 3 of the casino');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(box.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const FirstImage: Story = {
  args: { start: 0 },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Previous image' })).toBeDisabled();
  },
};

export const LastImage: Story = {
  args: { start: 3 },
  play: async () => {
    await expect(within(dialog()).getByRole('button', { name: 'Next image' })).toBeDisabled();
    await expect(within(dialog()).getByRole('button', { name: 'Previous image' })).toBeEnabled();
  },
};

/** Opened from the casino's screenshot slider; the focus returns to the screenshot last seen. */
export const FromScreenshotSlider: Story = {
  render: ({ count }) => (
    <Carousel
      module="screenshots"
      label="Screenshots of Aurora Casino"
      lightbox={demoScreenshots(count)}
    >
      {demoSlides('screenshots', count, count)}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Enlarge image: Screenshot 1 / }));
    await expect(dialog()).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Enlarge image: Screenshot 3 / })).toHaveFocus(),
    );
  },
};
