import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@casino/core';
import {
  ACTIVE_TIME_STEP_MS,
  PENDING_DELAY_MS,
  SHOW_DELAY_MS,
  getModalManager,
  pageReload,
  resetModalManager,
} from '@casino/ui';
import { enhancePage } from './enhancePage';

const PAGE = `
<p><button type="button" data-cw-open-modal="broken-link">Report a broken link</button>
<button type="button" data-cw-open-modal="rules">House rules</button></p>
<div data-cw-modal="broken-link" hidden aria-labelledby="bl-title">
  <h2 id="bl-title">Report a broken link</h2>
  <label>Which link? <input name="link"></label>
  <button type="submit">Send</button>
  <button type="button" data-cw-close-modal>Cancel</button>
</div>
<div data-cw-modal="rules" hidden aria-labelledby="rules-title">
  <h2 id="rules-title">House rules</h2><p>Be kind.</p>
</div>`;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const pressEscape = () =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

let cleanup: (() => void) | undefined;
/** The page's helpers, once the modal code (loaded when a modal is on the page) is in. */
async function enhance() {
  cleanup = enhancePage(document.body);
  await vi.dynamicImportSettled();
}
let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(pageReload, 'reload').mockImplementation(reload);
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  resetModalManager();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('server-rendered modals by id', () => {
  it('opens from its opener as a modal dialog: focus inside, trapped, page scroll locked', async () => {
    const user = userEvent.setup();
    await enhance();
    const dialog = screen.getByText('Report a broken link', { selector: 'h2' }).parentElement!;
    expect(dialog).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Report a broken link' }));
    expect(screen.getByRole('dialog', { name: 'Report a broken link' })).toBe(dialog);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Which link?' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Which link?' })).toHaveFocus();
  });

  it('closes on Escape, gives focus back to the opener, unlocks the page and does not reload for other ids', async () => {
    const user = userEvent.setup();
    await enhance();
    const opener = screen.getByRole('button', { name: 'House rules' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'House rules' });
    // Markup without a close button gets one.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    pressEscape();
    expect(dialog).not.toBeVisible();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    expect(reload).not.toHaveBeenCalled();
  });

  it('closes on the backdrop; closing broken-link reloads the page (SPEC §2)', async () => {
    const user = userEvent.setup();
    await enhance();
    await user.click(screen.getByRole('button', { name: 'Report a broken link' }));
    await user.click(document.querySelector<HTMLElement>('.cw-server-modal__backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Report a broken link' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('opens a modal its opener asked for before the modal code came, once that code is in', async () => {
    cleanup = enhancePage(document.body);
    fireEvent.click(screen.getByRole('button', { name: 'House rules' }));
    await vi.dynamicImportSettled();
    expect(screen.getByRole('dialog', { name: 'House rules' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Report a broken link' })).not.toBeInTheDocument();
  });

  it('opens and closes by id through core events, from any widget', async () => {
    await enhance();
    emit('modal:open', { id: 'rules' });
    expect(screen.getByRole('dialog', { name: 'House rules' })).toBeVisible();
    emit('modal:close', { id: 'rules' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers Escape only for the innermost open modal', async () => {
    const user = userEvent.setup();
    await enhance();
    await user.click(screen.getByRole('button', { name: 'Report a broken link' }));
    emit('modal:open', { id: 'rules' });
    pressEscape();
    expect(screen.getByRole('dialog', { name: 'Report a broken link' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'House rules' })).not.toBeInTheDocument();
  });

  it('goes through the modal manager: its kind and schedule, one at a time', async () => {
    vi.useFakeTimers({ now: new Date(2030, 2, 10, 12, 0, 0) });
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div data-cw-modal="footer-newsletter" data-cw-modal-kind="newsletter" data-cw-modal-auto-open="0" hidden aria-label="Newsletter"><p>Bonus news weekly.</p></div>`,
    );
    await enhance();
    expect(getModalManager().getSnapshot().registered).toEqual(
      expect.arrayContaining(['broken-link', 'rules', 'footer-newsletter']),
    );
    emit('modal:open', { id: 'rules' });
    vi.advanceTimersByTime(SHOW_DELAY_MS);
    expect(screen.queryByRole('dialog', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(
      getModalManager()
        .getSnapshot()
        .pending.map((entry) => entry.id),
    ).toEqual(['footer-newsletter']);
    emit('modal:close', { id: 'rules' });
    vi.advanceTimersByTime(PENDING_DELAY_MS);
    expect(screen.getByRole('dialog', { name: 'Newsletter' })).toBeVisible();
    // A newsletter modal pauses active time, whatever its id (SPEC §9).
    const activeTime = () => getModalManager().getSnapshot().activeTime;
    const stayActive = (seconds: number) => {
      for (let i = 0; i < seconds; i += 1) {
        window.dispatchEvent(new Event('pointermove'));
        vi.advanceTimersByTime(ACTIVE_TIME_STEP_MS);
      }
    };
    const before = activeTime();
    stayActive(3);
    expect(activeTime()).toBe(before);
    emit('modal:close', { id: 'footer-newsletter' });
    stayActive(3);
    expect(activeTime()).toBe(before + 3);
  });

  it('binds a modal that arrives later and lets go of one that leaves', async () => {
    await enhance();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div data-cw-modal="later" hidden aria-label="Later"><button type="button">OK</button></div>`,
    );
    await flush();
    emit('modal:open', { id: 'later' });
    expect(screen.getByRole('dialog', { name: 'Later' })).toBeVisible();
    expect(document.body.style.overflow).toBe('hidden');
    screen.getByRole('dialog', { name: 'Later' }).remove();
    await flush();
    expect(document.body.style.overflow).toBe('');
    expect(getModalManager().getSnapshot().registered).not.toContain('later');
  });

  it('a gate is answered, not dismissed: no close, Escape and backdrop do nothing, the page is inert', async () => {
    const user = userEvent.setup();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div data-cw-modal="age" data-cw-modal-gate hidden aria-label="Age">
        <button type="button" data-cw-close-modal>×</button>
        <button type="button" id="yes">Yes</button><button type="button" id="no">No</button>
      </div>`,
    );
    await enhance();
    emit('modal:open', { id: 'age' });
    const gate = screen.getByRole('dialog', { name: 'Age' });
    expect(screen.queryByRole('button', { name: '×' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    pressEscape();
    await user.click(document.querySelector<HTMLElement>('.cw-server-modal__backdrop')!);
    expect(gate).toBeVisible();
    // The page behind is inert; Tab stays in the gate.
    const opener = screen.getByText('House rules', { selector: 'button' });
    expect(opener.closest('[inert]')).not.toBeNull();
    screen.getByRole('button', { name: 'No' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    // Its answer closes it (its own code emits the close): the page comes back.
    emit('modal:close', { id: 'age' });
    expect(gate).not.toBeVisible();
    expect(opener.closest('[inert]')).toBeNull();
    // An ordinary modal keeps its close.
    await user.click(opener);
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
