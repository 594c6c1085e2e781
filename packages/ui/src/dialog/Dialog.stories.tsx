import { useId, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { emit } from '@casino/core';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from './Dialog';
import { RELOAD_ON_CLOSE_MODALS, pageReload, useModal } from './useModal';

interface DemoProps {
  /** The dialog's title. */
  title: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Focus the second field on open instead of the first. */
  focusSecondField?: boolean;
  /** Enough text to scroll inside the dialog. */
  longContent?: boolean;
}

/** A page with an opener button and the dialog it opens. */
function DialogDemo({ title, closeLabel, focusSecondField, longContent }: DemoProps) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLInputElement>(null);
  return (
    <div style={{ font: '1rem/1.5 system-ui, sans-serif' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Show bonus details
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={closeLabel}
        initialFocus={focusSecondField ? second : undefined}
      >
        <p>100% up to €200 and 50 free spins on the first deposit.</p>
        <p>
          <label>
            Promo code <input name="code" />
          </label>
        </p>
        <p>
          <label>
            Deposit <input name="deposit" ref={second} inputMode="decimal" />
          </label>
        </p>
        {longContent &&
          Array.from({ length: 30 }, (_, index) => (
            <p key={index}>
              Term {index + 1}: wagering requirements apply to the bonus amount before a withdrawal.
            </p>
          ))}
        <button type="button" onClick={() => setOpen(false)}>
          Claim bonus
        </button>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  args: { title: 'Welcome bonus' },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const opener = within(canvasElement).getByRole('button', { name: 'Show bonus details' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'Welcome bonus' }) };
}

/** Closed: the opener on the page. */
export const Closed: Story = {};

/** Open: focus is on the first field; the page behind does not scroll. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(screen.getByLabelText('Promo code')).toHaveFocus();
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

/** Focus moves to the given element on open. */
export const InitialFocus: Story = {
  args: { focusSecondField: true },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await expect(screen.getByLabelText('Deposit')).toHaveFocus();
  },
};

/** Tab from the last control goes back to the first: focus stays inside. */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    screen.getByRole('button', { name: 'Claim bonus' }).focus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Claim bonus' })).toHaveFocus();
  },
};

/** Escape closes it and focus returns to the opener. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const { opener } = await openDialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** A click on the backdrop closes it. */
export const ClosedFromBackdrop: Story = {
  play: async ({ canvasElement }) => {
    const { opener } = await openDialog(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>('.cw-dialog__backdrop')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Long content scrolls inside the dialog. */
export const LongContent: Story = {
  args: { longContent: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

/** A localized close button. */
export const Localized: Story = {
  args: { title: 'Willkommensbonus', closeLabel: 'Schließen' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Show bonus details' }),
    );
    await expect(
      await screen.findByRole('dialog', { name: 'Willkommensbonus' }),
    ).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  },
};

/** Modals by id: any widget opens them with `emit('modal:open', { id })`. */
function ModalsById() {
  const headingId = useId();
  const language = useModal('language');
  const rating = useModal(RELOAD_ON_CLOSE_MODALS[0]!);
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <button type="button" onClick={() => emit('modal:open', { id: 'language' })}>
        Choose language
      </button>
      <button type="button" onClick={rating.open}>
        Rate this casino
      </button>
      <Dialog open={language.isOpen} onClose={language.close} labelledBy={headingId}>
        <h2 id={headingId}>Language</h2>
        <p>
          <button type="button" onClick={language.close}>
            English
          </button>{' '}
          <button type="button" onClick={language.close}>
            Deutsch
          </button>
        </p>
      </Dialog>
      <Dialog open={rating.isOpen} onClose={rating.close} title="Rate this casino">
        <p>Thank you! Closing this reloads the page to show your rating.</p>
      </Dialog>
    </div>
  );
}

/** Opened by id through core's events; named by a heading of its own content. */
export const OpenedById: Story = {
  render: () => <ModalsById />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose language' }));
    await expect(await screen.findByRole('dialog', { name: 'Language' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
  },
};

const reload = fn();

/** Closing the submit-rating (or broken-link) modal reloads the page (here: recorded). */
export const ReloadsOnClose: Story = {
  render: () => <ModalsById />,
  beforeEach: () => {
    const original = pageReload.reload;
    reload.mockClear();
    pageReload.reload = reload;
    return () => {
      pageReload.reload = original;
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rate this casino' }));
    await screen.findByRole('dialog', { name: 'Rate this casino' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  },
};
