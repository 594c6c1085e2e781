import { fireEvent, screen } from '@testing-library/react';
import { emit } from '@casino/core';
import {
  ACTIVE_TIME_STEP_MS,
  FLASH_MESSAGE_DELAY_MS,
  SHOW_DELAY_MS,
  getModalManager,
  resetModalManager,
} from '@casino/ui';
import { enhancePage } from './enhancePage';

const PAGE = `
<div data-cw-flash="social-prompt" data-cw-modal-kind="social" hidden>
  Follow us for weekly bonus news. <a href="/social">Follow</a>
</div>
<div data-cw-modal="rules" hidden aria-label="House rules"><p>Be kind.</p></div>`;

let cleanup: (() => void) | undefined;
async function enhance() {
  cleanup = enhancePage(document.body);
  await vi.dynamicImportSettled();
}
const status = () => screen.getByRole('status');
const flashElement = () => document.querySelector<HTMLElement>('[data-cw-flash]')!;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2030, 2, 10, 12, 0, 0) });
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  resetModalManager();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('server-rendered flash messages by id', () => {
  it('shows the note the flash delay after it is opened, in a live region that was there first', async () => {
    await enhance();
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByRole('link', { name: 'Follow' })).not.toBeInTheDocument();
    emit('modal:open', { id: 'social-prompt' });
    vi.advanceTimersByTime(FLASH_MESSAGE_DELAY_MS - 1);
    expect(status()).toBeEmptyDOMElement();
    vi.advanceTimersByTime(1);
    expect(status()).toHaveTextContent('Follow us for weekly bonus news.');
    expect(screen.getByRole('link', { name: 'Follow' })).toBeVisible();
    expect(flashElement()).toHaveClass('cw-flash--shown');
    // A note, not a dialog: the focus stays where the visitor is.
    expect(document.activeElement).toBe(document.body);
  });

  it('closes for the modal manager when dismissed, so the next modal can show', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div data-cw-modal="later" data-cw-modal-auto-open="0" hidden aria-label="Later"><p>Hi</p></div>`,
    );
    await enhance();
    expect(getModalManager().getSnapshot().registered).toContain('social-prompt');
    emit('modal:open', { id: 'social-prompt' });
    vi.advanceTimersByTime(FLASH_MESSAGE_DELAY_MS);
    // One at a time: the due modal waits while the flash message is open.
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(screen.queryByRole('dialog', { name: 'Later' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    vi.runOnlyPendingTimers();
    expect(screen.getByRole('dialog', { name: 'Later' })).toBeVisible();
  });

  it('pauses active time while a social or newsletter note is open (SPEC §9)', async () => {
    await enhance();
    const activeTime = () => getModalManager().getSnapshot().activeTime;
    const stayActive = (seconds: number) => {
      for (let i = 0; i < seconds; i += 1) {
        window.dispatchEvent(new Event('pointermove'));
        vi.advanceTimersByTime(ACTIVE_TIME_STEP_MS);
      }
    };
    emit('modal:open', { id: 'social-prompt' });
    const before = activeTime();
    stayActive(3);
    expect(activeTime()).toBe(before);
    emit('modal:close', { id: 'social-prompt' });
    stayActive(3);
    expect(activeTime()).toBe(before + 3);
  });

  it('closed before its delay, it never shows', async () => {
    await enhance();
    emit('modal:open', { id: 'social-prompt' });
    emit('modal:close', { id: 'social-prompt' });
    vi.advanceTimersByTime(FLASH_MESSAGE_DELAY_MS);
    expect(status()).toBeEmptyDOMElement();
  });

  it('gives its markup back when it leaves the page or the helpers stop', async () => {
    await enhance();
    cleanup?.();
    cleanup = undefined;
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(flashElement()).toHaveTextContent('Follow us for weekly bonus news.');
    expect(flashElement().hidden).toBe(true);
    expect(getModalManager().getSnapshot().registered).not.toContain('social-prompt');
  });
});

describe('a flash message asked for before its code came', () => {
  it('shows once its code is in', async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<button type="button" data-cw-open-modal="social-prompt">Follow us</button>`,
    );
    cleanup = enhancePage(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'Follow us' }));
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(FLASH_MESSAGE_DELAY_MS);
    expect(status()).toHaveTextContent('Follow us for weekly bonus news.');
  });
});
