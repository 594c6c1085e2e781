import { act, render, screen } from '@testing-library/react';
import { COUNTDOWN_TICK_MS } from './remaining';
import { Countdown } from './Countdown';

const NOW = new Date(Date.UTC(2030, 0, 1, 12, 0, 0));
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

const segments = () =>
  [...document.querySelectorAll('.cw-countdown__value')].map((value) => value.textContent);
const tick = (ms = COUNTDOWN_TICK_MS) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('shows days, hours, minutes and seconds, and the whole sentence to screen readers', () => {
    const target = NOW.getTime() + 2 * DAY + (3 * 3600 + 4 * 60 + 5) * SECOND;
    render(<Countdown target={target} label="Ends in" />);
    expect(segments()).toEqual(['02', '03', '04', '05']);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent('2 days, 3 hours, 4 minutes, 5 seconds left');
    expect(timer.querySelector('time')).toHaveAttribute('datetime', 'P2DT3H4M5S');
    expect(timer.querySelector('.cw-countdown__segments')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Ends in')).toBeInTheDocument();
  });

  it('ticks every second', () => {
    render(<Countdown target={new Date(NOW.getTime() + 62 * SECOND)} />);
    expect(segments()).toEqual(['00', '00', '01', '02']);
    tick();
    expect(segments()).toEqual(['00', '00', '01', '01']);
    tick();
    expect(segments()).toEqual(['00', '00', '01', '00']);
    tick();
    expect(segments()).toEqual(['00', '00', '00', '59']);
    expect(screen.getByRole('timer')).toHaveTextContent('59 seconds left');
  });

  it('uses singular words for one of a unit', () => {
    render(<Countdown target={NOW.getTime() + DAY + (3600 + 60 + 1) * SECOND} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 day, 1 hour, 1 minute, 1 second left');
  });

  it('stops at zero and calls onEnd once', () => {
    const onEnd = vi.fn();
    render(<Countdown target={NOW.getTime() + 2 * SECOND} onEnd={onEnd} />);
    tick();
    expect(onEnd).not.toHaveBeenCalled();
    tick();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(segments()).toEqual(['00', '00', '00', '00']);
    expect(screen.getByRole('timer')).toHaveTextContent('Ended');
    expect(screen.getByRole('timer')).toHaveAttribute('data-state', 'ended');
    expect(vi.getTimerCount()).toBe(0);
    tick(10 * SECOND);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('ends at once when the target is already past', () => {
    const onEnd = vi.fn();
    render(<Countdown target="2020-01-01T00:00:00Z" onEnd={onEnd} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(segments()).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lands its ticks on the target’s whole seconds', () => {
    const onEnd = vi.fn();
    render(<Countdown target={NOW.getTime() + 1500} onEnd={onEnd} />);
    expect(segments()).toEqual(['00', '00', '00', '02']);
    tick(500);
    expect(segments()).toEqual(['00', '00', '00', '01']);
    tick(999);
    expect(onEnd).not.toHaveBeenCalled();
    tick(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops ticking when unmounted', () => {
    const onEnd = vi.fn();
    const { unmount } = render(<Countdown target={NOW.getTime() + 3 * SECOND} onEnd={onEnd} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    tick(5 * SECOND);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('starts again for a new target', () => {
    const onEnd = vi.fn();
    const { rerender } = render(<Countdown target={NOW.getTime() + SECOND} onEnd={onEnd} />);
    tick();
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown target={NOW.getTime() + 3 * SECOND} onEnd={onEnd} />);
    tick();
    expect(segments()).toEqual(['00', '00', '00', '01']);
    tick();
    expect(onEnd).toHaveBeenCalledTimes(2);
  });
});
