import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TouchPanel } from './TouchPanel';
import type { PanelSide } from './gesture';

const WIDTH = 300;
const HEIGHT = 400;

function Page({ side = 'left', onClose }: { side?: PanelSide; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Menu
      </button>
      <TouchPanel
        side={side}
        label="Site menu"
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <a href="#casinos">Casinos</a>
        <a href="#bonuses">Bonuses</a>
        <input aria-label="Search" />
      </TouchPanel>
    </>
  );
}

function openPanel(side: PanelSide = 'left') {
  const onClose = vi.fn();
  render(<Page side={side} onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Menu' });
  act(() => {
    opener.focus();
    opener.click();
  });
  const panel = screen.getByRole('dialog', { name: 'Site menu' });
  const backdrop = document.querySelector<HTMLElement>('.cw-touch-panel__backdrop')!;
  return { opener, panel, backdrop, onClose };
}

/** A pointer gesture on `target`, with the clock moved on by `durationMs` before release. */
function gesture(
  target: HTMLElement,
  from: [number, number],
  path: [number, number][],
  durationMs: number,
) {
  const at = ([clientX, clientY]: [number, number]) => ({
    clientX,
    clientY,
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    button: 0,
  });
  fireEvent.pointerDown(target, at(from));
  const last = path[path.length - 1] ?? from;
  path.forEach((point) => fireEvent.pointerMove(target, at(point)));
  act(() => vi.advanceTimersByTime(durationMs));
  fireEvent.pointerUp(target, at(last));
}

const state = () => document.querySelector('.cw-touch-panel')!.getAttribute('data-state');

describe('TouchPanel gestures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: WIDTH,
      height: HEIGHT,
      top: 0,
      left: 0,
      right: WIDTH,
      bottom: HEIGHT,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with a full backdrop', () => {
    const { panel, backdrop } = openPanel();
    expect(state()).toBe('open');
    expect(backdrop).toHaveStyle({ opacity: '0.7' });
    expect(panel.style.transform).toBe('');
  });

  it('does not move for a 31 px drag, moves from 32 px', () => {
    const { panel, backdrop } = openPanel();
    fireEvent.pointerDown(panel, { clientX: 250, clientY: 100, pointerId: 7, isPrimary: true });
    fireEvent.pointerMove(panel, { clientX: 219, clientY: 100, pointerId: 7, isPrimary: true });
    expect(panel.style.transform).toBe('');
    expect(backdrop).toHaveStyle({ opacity: '0.7' });
    fireEvent.pointerMove(panel, { clientX: 218, clientY: 100, pointerId: 7, isPrimary: true });
    expect(panel.style.transform).toBe('translateX(-32px)');
    expect(document.querySelector('.cw-touch-panel')).toHaveAttribute('data-dragging', 'true');
  });

  it('fades the backdrop as the panel moves: 0.7 → 0.35 at half → 0 when out', () => {
    const { panel, backdrop } = openPanel();
    fireEvent.pointerDown(panel, { clientX: 290, clientY: 100, pointerId: 7, isPrimary: true });
    fireEvent.pointerMove(panel, { clientX: 215, clientY: 100, pointerId: 7, isPrimary: true });
    expect(backdrop).toHaveStyle({ opacity: '0.525' });
    fireEvent.pointerMove(panel, { clientX: 140, clientY: 100, pointerId: 7, isPrimary: true });
    expect(panel.style.transform).toBe('translateX(-150px)');
    expect(backdrop).toHaveStyle({ opacity: '0.35' });
    fireEvent.pointerMove(panel, { clientX: -100, clientY: 100, pointerId: 7, isPrimary: true });
    expect(panel.style.transform).toBe('translateX(-300px)');
    expect(backdrop).toHaveStyle({ opacity: '0' });
  });

  it('closes on a flick at 0.41 px/ms, snaps back at 0.39 px/ms', () => {
    const { panel, onClose } = openPanel();
    gesture(panel, [250, 100], [[211, 100]], 100); // 39 px in 100 ms
    expect(onClose).not.toHaveBeenCalled();
    expect(state()).toBe('open');
    expect(panel.style.transform).toBe('');
    gesture(panel, [250, 100], [[209, 100]], 100); // 41 px in 100 ms
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(state()).toBe('closed');
  });

  it('closes on a slow drag beyond 0.51 of its width, snaps back at 0.49', () => {
    const { panel, onClose } = openPanel();
    gesture(panel, [290, 100], [[143, 100]], 5000); // 147 px = 0.49 of 300
    expect(onClose).not.toHaveBeenCalled();
    expect(panel.style.transform).toBe('');
    gesture(panel, [290, 100], [[137, 100]], 5000); // 153 px = 0.51 of 300
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with a sideways drift of 63 px, not of 65 px', () => {
    const { panel, onClose } = openPanel();
    gesture(panel, [290, 100], [[100, 165]], 100);
    expect(onClose).not.toHaveBeenCalled();
    gesture(panel, [290, 100], [[100, 163]], 100);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a 31 px flick, however fast', () => {
    const { panel, onClose } = openPanel();
    gesture(panel, [290, 100], [[259, 100]], 1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('snaps back when the browser takes the pointer over', () => {
    const { panel, onClose } = openPanel();
    fireEvent.pointerDown(panel, { clientX: 290, clientY: 100, pointerId: 7, isPrimary: true });
    fireEvent.pointerMove(panel, { clientX: 100, clientY: 100, pointerId: 7, isPrimary: true });
    fireEvent.pointerCancel(panel, { pointerId: 7 });
    expect(panel.style.transform).toBe('');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes a right panel by a swipe to the right', () => {
    const { panel, onClose } = openPanel('right');
    gesture(panel, [10, 100], [[100, 100]], 100);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes a bottom panel by a swipe down, measured against its height', () => {
    const { panel, onClose } = openPanel('bottom');
    fireEvent.pointerDown(panel, { clientX: 100, clientY: 10, pointerId: 7, isPrimary: true });
    fireEvent.pointerMove(panel, { clientX: 100, clientY: 110, pointerId: 7, isPrimary: true });
    expect(panel.style.transform).toBe('translateY(100px)');
    act(() => vi.advanceTimersByTime(5000));
    fireEvent.pointerUp(panel, { clientX: 100, clientY: 190, pointerId: 7, isPrimary: true });
    expect(onClose).not.toHaveBeenCalled(); // 180 px is 0.45 of 400
    gesture(panel, [100, 10], [[100, 215]], 5000); // 205 px is 0.51 of 400
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not start a drag in a text field', () => {
    const { onClose } = openPanel();
    gesture(screen.getByLabelText('Search'), [290, 100], [[0, 100]], 10);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('swallows the click that ends a drag', () => {
    const { onClose } = openPanel();
    const link = screen.getByRole('link', { name: 'Casinos' });
    const clicked = vi.fn();
    link.addEventListener('click', clicked);
    gesture(link, [290, 100], [[250, 100]], 5000);
    fireEvent.click(link);
    expect(clicked).not.toHaveBeenCalled();
    fireEvent.pointerDown(link, { clientX: 10, clientY: 10, pointerId: 8, isPrimary: true });
    fireEvent.click(link);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('TouchPanel as a dialog', () => {
  it('is closed and out of reach until opened', () => {
    render(<Page />);
    expect(state()).toBe('closed');
    expect(document.querySelector('.cw-touch-panel')).toHaveAttribute('inert');
  });

  it('moves the focus in on open, keeps it in, and returns it on close', async () => {
    const { opener, panel } = openPanel();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(panel).toHaveAttribute('aria-modal', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByLabelText('Search')).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByLabelText('Search')).toHaveFocus();
    await userEvent.click(close);
    expect(state()).toBe('closed');
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const { opener, onClose } = openPanel();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes with a click on the backdrop', async () => {
    const { backdrop, onClose } = openPanel();
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(state()).toBe('closed');
    expect(backdrop).toHaveStyle({ opacity: '0' });
  });
});

describe('TouchPanel with a modal on top', () => {
  it('lets a lightbox opened from inside it keep the focus', async () => {
    const { Carousel } = await import('../carousel/Carousel');
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    const shots = [0, 1, 2].map((index) => ({ src: `/large/${index}.png`, alt: `Shot ${index}` }));
    const closePanel = vi.fn();
    render(
      <TouchPanel label="Casino" open onClose={closePanel}>
        <Carousel module="screenshots" label="Screenshots" lightbox={shots}>
          {shots.map((shot) => (
            <img key={shot.alt} src={shot.src} alt={shot.alt} />
          ))}
        </Carousel>
      </TouchPanel>,
    );
    const trigger = screen.getByRole('button', { name: 'Enlarge image: Shot 1' });
    await userEvent.click(trigger);
    const lightbox = screen.getByRole('dialog', { name: 'Screenshots' });
    expect(lightbox.contains(document.activeElement)).toBe(true);
    // Escape closes the lightbox only, and the focus goes back into the panel
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Screenshots' })).not.toBeInTheDocument();
    expect(closePanel).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });
});
