import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Lightbox } from './Lightbox';
import type { LightboxImage } from './Lightbox';

const images: LightboxImage[] = [
  { src: '/large/lobby.png', alt: 'Lobby', caption: 'The lobby' },
  { src: '/large/cashier.png', alt: 'Cashier' },
  { src: '/large/live.png', alt: 'Live casino' },
];

function Harness({
  start = 0,
  onClose = () => undefined,
}: {
  start?: number;
  onClose?: () => void;
}) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        Open screenshots
      </button>
      <a href="#after">After</a>
      <Lightbox
        images={images}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          onClose();
          setIndex(null);
        }}
      />
    </>
  );
}

async function open(start = 0) {
  const onClose = vi.fn();
  render(<Harness start={start} onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open screenshots' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Image viewer' });
  return { opener, dialog, onClose };
}

const shownImage = (dialog: HTMLElement) => within(dialog).getByRole('img');

describe('Lightbox', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog showing the large image, its caption and position', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toBe(document.body);
    expect(shownImage(dialog)).toHaveAttribute('src', '/large/lobby.png');
    expect(within(dialog).getByText('The lobby')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Image 1 of 3');
  });

  it('moves the focus to its close button', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves between images with the arrow keys, Home and End, without wrapping', async () => {
    const { dialog } = await open();
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownImage(dialog)).toHaveAccessibleName('Lobby');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownImage(dialog)).toHaveAccessibleName('Cashier');
    expect(dialog).toHaveAccessibleDescription('Image 2 of 3');
    await userEvent.keyboard('{End}');
    expect(shownImage(dialog)).toHaveAccessibleName('Live casino');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownImage(dialog)).toHaveAccessibleName('Live casino');
    await userEvent.keyboard('{Home}');
    expect(shownImage(dialog)).toHaveAccessibleName('Lobby');
  });

  it('disables prev on the first image and next on the last', async () => {
    const { dialog } = await open();
    const prev = within(dialog).getByRole('button', { name: 'Previous image' });
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    expect(prev).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(next).toBeDisabled();
    expect(prev).toHaveFocus();
    await userEvent.click(prev);
    expect(shownImage(dialog)).toHaveAccessibleName('Cashier');
  });

  it('keeps the focus inside with Tab and Shift+Tab', async () => {
    const { dialog } = await open(1);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveFocus();
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('brings back focus that lands outside', async () => {
    const { dialog } = await open();
    screen.getByRole('link', { name: 'After', hidden: true }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and returns the focus to the opener', async () => {
    const { opener, onClose } = await open();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { opener, dialog } = await open(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stops the page from scrolling while open', async () => {
    await open();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
