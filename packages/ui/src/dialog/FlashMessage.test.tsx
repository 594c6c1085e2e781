import { act, fireEvent, render, screen } from '@testing-library/react';
import { FLASH_MESSAGE_DELAY_MS, FlashMessage } from './FlashMessage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FlashMessage', () => {
  it('appears after exactly 2 s in a live region that is there from the start', () => {
    expect(FLASH_MESSAGE_DELAY_MS).toBe(2000);
    render(<FlashMessage>Get our newsletter</FlashMessage>);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(FLASH_MESSAGE_DELAY_MS - 1));
    expect(region).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(region).toHaveTextContent('Get our newsletter');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('can be dismissed and stays away', () => {
    const onDismiss = vi.fn();
    render(<FlashMessage onDismiss={onDismiss}>Sign in with Google</FlashMessage>);
    act(() => vi.advanceTimersByTime(FLASH_MESSAGE_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(FLASH_MESSAGE_DELAY_MS * 10));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('takes another delay and does not appear after unmount', () => {
    const { unmount } = render(<FlashMessage delayMs={500}>Soon</FlashMessage>);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent('Soon');
    unmount();
    render(<FlashMessage>Later</FlashMessage>);
    const region = screen.getByRole('status');
    // Unmounted before its time: no timer left behind.
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(FLASH_MESSAGE_DELAY_MS));
    expect(region).toHaveTextContent('Later');
  });
});
