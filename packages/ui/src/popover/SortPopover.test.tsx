import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@casino/core';
import { SortPopover } from './SortPopover';
import type { SortPopoverProps } from './SortPopover';

const OPTIONS = [
  { value: 'rating', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
  { value: 'bonus', label: 'Biggest bonus' },
];

function renderSort(props: Partial<SortPopoverProps> = {}) {
  const onChange = vi.fn();
  const dispatched = vi.fn();
  const off = on('sort:change', dispatched);
  render(
    <>
      <SortPopover options={OPTIONS} group="casinos" onChange={onChange} {...props} />
      <button type="button">After</button>
    </>,
  );
  const trigger = screen.getByRole('button', { name: /^Sort by:/ });
  return { trigger, onChange, dispatched, off };
}

const item = (name: string) => screen.getByRole('menuitemradio', { name });

describe('SortPopover', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('shows the current sort on a menu button', () => {
    const { trigger, off } = renderSort({ defaultValue: 'newest' });
    stop = off;
    expect(trigger).toHaveAccessibleName('Sort by: Newest');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with the chosen item focused and is operated by keyboard', async () => {
    const { trigger, onChange, dispatched, off } = renderSort({ defaultValue: 'newest' });
    stop = off;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Sort by' })).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(item('Newest')).toHaveFocus();
    expect(item('Newest')).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Biggest bonus')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Top rated')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Biggest bonus')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Top rated')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Biggest bonus')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('bonus');
    expect(dispatched).toHaveBeenCalledWith({ value: 'bonus', group: 'casinos' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleName('Sort by: Biggest bonus');
  });

  it('chooses with Space and with a click', async () => {
    const { trigger, onChange, off } = renderSort();
    stop = off;
    await userEvent.click(trigger);
    expect(item('Top rated')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('newest');
    await userEvent.click(trigger);
    await userEvent.click(item('Top rated'));
    expect(onChange).toHaveBeenLastCalledWith('rating');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('opens from the button with the arrow keys', async () => {
    const { off } = renderSort({ defaultValue: 'bonus' });
    stop = off;
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Biggest bonus')).toHaveFocus();
  });

  it('closes on Escape with focus back on the button and nothing dispatched', async () => {
    const { trigger, onChange, dispatched, off } = renderSort();
    stop = off;
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(dispatched).not.toHaveBeenCalled();
  });

  it('closes when Tab leaves it, and on a click outside', async () => {
    const { trigger, off } = renderSort();
    stop = off;
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'After' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not dispatch when the chosen sort is chosen again', async () => {
    const { trigger, onChange, dispatched, off } = renderSort();
    stop = off;
    await userEvent.click(trigger);
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(dispatched).not.toHaveBeenCalled();
  });

  it('follows the owner’s value and leaves the group out when there is none', async () => {
    const dispatched = vi.fn();
    stop = on('sort:change', dispatched);
    const { rerender } = render(<SortPopover options={OPTIONS} value="rating" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by: Top rated' }));
    await userEvent.click(item('Newest'));
    expect(dispatched).toHaveBeenCalledWith({ value: 'newest' });
    // Still the owner's value until the owner changes it.
    expect(screen.getByRole('button', { name: 'Sort by: Top rated' })).toBeInTheDocument();
    rerender(<SortPopover options={OPTIONS} value="newest" />);
    expect(screen.getByRole('button', { name: 'Sort by: Newest' })).toBeInTheDocument();
  });
});
