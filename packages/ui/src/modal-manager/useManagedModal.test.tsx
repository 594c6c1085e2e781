import { act, fireEvent, render, screen } from '@testing-library/react';
import { emit } from '@casino/core';
import { readModalState } from './state';
import { Dialog } from '../dialog/Dialog';
import { PENDING_DELAY_MS, SHOW_DELAY_MS } from './settings';
import { getModalManager, resetModalManager } from './shared';
import { useManagedModal, useModalManagerSnapshot } from './useManagedModal';
import type { ModalSchedule } from './schedule';

function Promo({ id, schedule }: { id: string; schedule?: ModalSchedule }) {
  const { isOpen, close } = useManagedModal({ id, schedule });
  return (
    <Dialog open={isOpen} onClose={close} title={`Promo ${id}`}>
      <button type="button">Claim {id}</button>
    </Dialog>
  );
}

function Status() {
  const snapshot = useModalManagerSnapshot();
  return <output aria-label="Active time">{snapshot.activeTime}</output>;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const pressEscape = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2030, 2, 10, 12, 0, 0) });
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});
afterEach(() => {
  resetModalManager();
  vi.useRealTimers();
});

describe('useManagedModal', () => {
  it('opens the modal when its schedule says so, after the show delay', () => {
    render(<Promo id="promo" schedule={{ autoOpenAfterSeconds: 0 }} />);
    advance(SHOW_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('dialog', { name: 'Promo promo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim promo' })).toHaveFocus();
  });

  it('shows one at a time: the second 5 s after the first is closed', () => {
    render(
      <>
        <Promo id="a" schedule={{ autoOpenAfterSeconds: 0 }} />
        <Promo id="b" schedule={{ autoOpenAfterSeconds: 0 }} />
      </>,
    );
    advance(SHOW_DELAY_MS);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Promo a' })).toBeInTheDocument();
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(PENDING_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('dialog', { name: 'Promo b' })).toBeInTheDocument();
  });

  it('can still be opened by id, and registers again with a new schedule only when it changes', () => {
    const register = vi.spyOn(getModalManager(), 'register');
    const { rerender } = render(<Promo id="promo" schedule={{ daysOfVisit: [1, 2] }} />);
    rerender(<Promo id="promo" schedule={{ daysOfVisit: [1, 2] }} />);
    expect(register).toHaveBeenCalledTimes(1);
    act(() => emit('modal:open', { id: 'promo' }));
    expect(screen.getByRole('dialog', { name: 'Promo promo' })).toBeInTheDocument();
    rerender(<Promo id="promo" schedule={{ daysOfVisit: [3] }} />);
    expect(register).toHaveBeenCalledTimes(2);
    expect(register).toHaveBeenLastCalledWith('promo', { daysOfVisit: [3] }, 'other');
  });

  it('pauses active time while a modal of a pausing kind is open (SPEC §9)', () => {
    function Newsletter() {
      const { isOpen, close } = useManagedModal({ id: 'footer-signup', kind: 'newsletter' });
      return (
        <Dialog open={isOpen} onClose={close} title="Newsletter">
          <button type="button">Subscribe</button>
        </Dialog>
      );
    }
    render(
      <>
        <Newsletter />
        <Status />
      </>,
    );
    advance(2_000);
    expect(screen.getByRole('status', { name: 'Active time' })).toHaveTextContent('2');
    act(() => emit('modal:open', { id: 'footer-signup' }));
    for (let i = 0; i < 3; i += 1) {
      fireEvent.pointerMove(window);
      advance(1_000);
    }
    expect(screen.getByRole('status', { name: 'Active time' })).toHaveTextContent('2');
  });

  it('stops managing the modal when the widget unmounts', () => {
    const { unmount } = render(<Promo id="promo" schedule={{ autoOpenAfterSeconds: 5 }} />);
    expect(getModalManager().getSnapshot().registered).toEqual(['promo']);
    unmount();
    expect(getModalManager().getSnapshot().registered).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the active time as it is counted', () => {
    render(
      <>
        <Promo id="promo" />
        <Status />
      </>,
    );
    advance(3_000);
    expect(screen.getByRole('status', { name: 'Active time' })).toHaveTextContent('3');
    expect(readModalState().activeTime).toBe(3);
  });
});
