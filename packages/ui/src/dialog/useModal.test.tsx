import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, on } from '@casino/core';
import { Dialog } from './Dialog';
import { RELOAD_ON_CLOSE_MODALS, pageReload, useModal } from './useModal';

function ModalById({ id, title }: { id: string; title: string }) {
  const { isOpen, close } = useModal(id);
  return (
    <Dialog open={isOpen} onClose={close} title={title}>
      <p>Content of {id}</p>
    </Dialog>
  );
}

function Opener({ id }: { id: string }) {
  const { open, isOpen } = useModal(id);
  return (
    <button type="button" onClick={open} aria-expanded={isOpen}>
      Open {id}
    </button>
  );
}

describe('useModal', () => {
  it('opens and closes by id from anywhere through the events', async () => {
    const user = userEvent.setup();
    const opened = vi.fn();
    const off = on('modal:open', opened);
    render(
      <>
        <Opener id="request-game" />
        <ModalById id="request-game" title="Request a game" />
        <ModalById id="language" title="Language" />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open request-game' }));
    off();
    expect(opened).toHaveBeenCalledWith({ id: 'request-game' });
    expect(screen.getByRole('dialog', { name: 'Request a game' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open request-game' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    act(() => emit('modal:close', { id: 'request-game' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => emit('modal:open', { id: 'language' }));
    expect(screen.getByRole('dialog', { name: 'Language' })).toBeInTheDocument();
  });

  it('sends modal:close when closed from the dialog', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    const off = on('modal:close', closed);
    render(<ModalById id="language" title="Language" />);
    act(() => emit('modal:open', { id: 'language' }));
    await user.keyboard('{Escape}');
    off();
    expect(closed).toHaveBeenCalledWith({ id: 'language' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads the page when the submit-rating or broken-link modal closes', async () => {
    expect(RELOAD_ON_CLOSE_MODALS).toEqual(['submit-rating', 'broken-link']);
    const user = userEvent.setup();
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    render(
      <>
        <ModalById id="submit-rating" title="Rate this casino" />
        <ModalById id="broken-link" title="Report a broken link" />
        <ModalById id="language" title="Language" />
      </>,
    );

    act(() => emit('modal:open', { id: 'submit-rating' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(reload).toHaveBeenCalledTimes(1);

    act(() => emit('modal:open', { id: 'broken-link' }));
    await user.keyboard('{Escape}');
    expect(reload).toHaveBeenCalledTimes(2);

    act(() => emit('modal:open', { id: 'language' }));
    await user.keyboard('{Escape}');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads through location.reload by default, and not for a close of a modal that was not open', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    render(<ModalById id="broken-link" title="Report a broken link" />);
    act(() => emit('modal:close', { id: 'broken-link' }));
    expect(reload).not.toHaveBeenCalled();
    act(() => emit('modal:open', { id: 'broken-link' }));
    act(() => emit('modal:close', { id: 'broken-link' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
