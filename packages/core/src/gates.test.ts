import {
  closeGate,
  isGateOpen,
  isGateUnanswerable,
  isGuarded,
  openGate,
  watchUnanswerable,
  whenGateOpen,
} from './gates';
import type { Gate } from './gates';

const gate: Gate = { widget: 'test-gate', guards: '[data-test-guarded]' };

afterEach(() => {
  closeGate(gate);
  document.body.innerHTML = '';
});

describe('gates', () => {
  it('starts closed and holds an action until the gate opens, then runs it once', () => {
    const action = vi.fn();
    whenGateOpen(gate, action);
    expect(isGateOpen(gate)).toBe(false);
    expect(action).not.toHaveBeenCalled();
    openGate(gate);
    expect(action).toHaveBeenCalledTimes(1);
    closeGate(gate);
    openGate(gate);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs an action at once while the gate is open, and holds it again once closed', () => {
    openGate(gate);
    const now = vi.fn();
    whenGateOpen(gate, now);
    expect(now).toHaveBeenCalledTimes(1);
    closeGate(gate);
    const later = vi.fn();
    whenGateOpen(gate, later);
    expect(later).not.toHaveBeenCalled();
  });

  it('forgets an action given up before the gate opens', () => {
    const action = vi.fn();
    const giveUp = whenGateOpen(gate, action);
    giveUp();
    openGate(gate);
    expect(action).not.toHaveBeenCalled();
  });

  it('knows what it guards from the server HTML', () => {
    document.body.innerHTML = `<section data-test-guarded><button id="inside">Play</button></section><button id="outside">Other</button>`;
    expect(isGuarded(gate, document.getElementById('inside')!)).toBe(true);
    expect(isGuarded(gate, document.getElementById('outside')!)).toBe(false);
  });

  it('counts a missing or failed answering widget as unanswerable, and watches for a failure', async () => {
    expect(isGateUnanswerable(gate)).toBe(true);
    document.body.innerHTML = `<div data-widget="test-gate"></div>`;
    expect(isGateUnanswerable(gate)).toBe(false);
    const failed = vi.fn();
    const stop = watchUnanswerable(gate, failed);
    document.querySelector('[data-widget]')!.setAttribute('data-widget-state', 'mounted');
    await Promise.resolve();
    expect(failed).not.toHaveBeenCalled();
    document.querySelector('[data-widget]')!.setAttribute('data-widget-state', 'failed');
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    stop();
  });
});
