import { StrictMode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOVER_CLOSE_DELAY_MS, HOVER_PREVIEW_MS, SECONDARY_TOOLTIP_MAX_WIDTH } from './controller';
import { Popover } from './Popover';
import { Tooltip } from './Tooltip';

/** Testing Library's async helpers wait on real timers, so hover is driven by events here. */
const hover = (element: Element) => fireEvent.pointerEnter(element, { pointerType: 'mouse' });
const unhover = (element: Element) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => vi.useRealTimers());

describe('Popover', () => {
  function renderTerms(props: Partial<Parameters<typeof Popover>[0]> = {}) {
    const onOpenChange = vi.fn();
    render(
      <>
        <Popover label="Bonus terms" onOpenChange={onOpenChange} {...props}>
          <p>Wagering 35x.</p>
          <a href="/terms">All terms</a>
        </Popover>
        <button type="button">Elsewhere</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Bonus terms' });
    const panel = document.getElementById(
      trigger.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    return { trigger, panel, onOpenChange };
  }

  it('is a button with aria-expanded and aria-controls that opens on click', async () => {
    const { trigger, panel, onOpenChange } = renderTerms();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(panel).toHaveClass('cw-popover--light', 'cw-popover--arrow');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Wagering 35x.');
    expect(panel.dataset.placement).toBe('bottom');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(trigger);
    expect(panel).not.toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on Escape with focus back on the button', async () => {
    const { trigger, panel } = renderTerms();
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'All terms' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { trigger, panel } = renderTerms();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Wagering 35x.'));
    expect(panel).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(panel).not.toBeVisible();
  });

  it('keeps one popover open at a time', async () => {
    render(
      <>
        <Popover label="First">One</Popover>
        <Popover label="Second">Two</Popover>
      </>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    await userEvent.click(first);
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One')).not.toBeVisible();
    expect(screen.getByText('Two')).toBeVisible();
  });

  it('can start open, dark, on another side and without an arrow', () => {
    const { trigger, panel } = renderTerms({ defaultOpen: true, theme: 'dark', arrow: false });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('cw-popover--dark');
    expect(panel.querySelector('.cw-popover__arrow')).toBeNull();
  });

  it('works under StrictMode, open from the start or not', async () => {
    render(
      <StrictMode>
        <Popover label="Open one" defaultOpen>
          Open text
        </Popover>
        <Tooltip content="Tip text">
          <button type="button">Tipped</button>
        </Tooltip>
      </StrictMode>,
    );
    const trigger = screen.getByRole('button', { name: 'Open one' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Open text')).toBeVisible();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.hover(screen.getByRole('button', { name: 'Tipped' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tip text');
  });

  it('opens on hover after the hover preview where the width says hover', () => {
    vi.stubGlobal('innerWidth', 1000);
    vi.useFakeTimers();
    const { trigger, panel } = renderTerms({ trigger: 'click', triggerDesktop: 'hover' });
    hover(trigger);
    wait(HOVER_PREVIEW_MS - 1);
    expect(panel).not.toBeVisible();
    wait(1);
    expect(panel).toBeVisible();
    unhover(trigger);
    wait(HOVER_CLOSE_DELAY_MS);
    expect(panel).not.toBeVisible();
  });

  it('does not open when the pointer only passes over it', () => {
    vi.stubGlobal('innerWidth', 1000);
    vi.useFakeTimers();
    const { trigger, panel } = renderTerms({ trigger: 'hover' });
    hover(trigger);
    wait(HOVER_PREVIEW_MS / 2);
    unhover(trigger);
    wait(HOVER_PREVIEW_MS);
    expect(panel).not.toBeVisible();
  });

  it('stops its timers when unmounted', () => {
    vi.stubGlobal('innerWidth', 1000);
    vi.useFakeTimers();
    const onOpenChange = vi.fn();
    const { unmount } = render(
      <Popover label="Terms" trigger="hover" onOpenChange={onOpenChange}>
        Text
      </Popover>,
    );
    hover(screen.getByRole('button', { name: 'Terms' }));
    unmount();
    wait(HOVER_PREVIEW_MS);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Tooltip', () => {
  function renderTip(props: Partial<Parameters<typeof Tooltip>[0]> = {}) {
    render(
      <>
        <Tooltip content="Wagering 35x" {...props}>
          <button type="button">Bonus</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    return { trigger: screen.getByRole('button', { name: 'Bonus' }) };
  }

  it('describes its element with role="tooltip" and aria-describedby', () => {
    const { trigger } = renderTip();
    expect(trigger).toHaveAccessibleDescription('Wagering 35x');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('shows on keyboard focus, hides on blur', async () => {
    renderTip();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Wagering 35x');
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape and keeps the focus where it is', async () => {
    const { trigger } = renderTip();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('shows on hover and hides when the pointer has left', () => {
    vi.useFakeTimers();
    const { trigger } = renderTip();
    hover(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    unhover(trigger);
    wait(HOVER_CLOSE_DELAY_MS);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the element’s own ref and description', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <>
        <p id="own">Own note</p>
        <Tooltip content="Tip">
          <button type="button" ref={ref} aria-describedby="own">
            Info
          </button>
        </Tooltip>
      </>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Info' }));
    expect(ref.current).toHaveAccessibleDescription('Own note Tip');
  });

  it('limits the secondary tooltip to 350 px', () => {
    renderTip({ secondary: true });
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveClass('cw-tooltip--secondary');
    expect(tooltip.style.getPropertyValue('--cw-popover-max-width')).toBe(
      `${SECONDARY_TOOLTIP_MAX_WIDTH}px`,
    );
  });

  it('shows one tooltip at a time', async () => {
    render(
      <>
        <Tooltip content="First tip">
          <button type="button">First</button>
        </Tooltip>
        <Tooltip content="Second tip">
          <button type="button">Second</button>
        </Tooltip>
      </>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'First' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
  });
});
