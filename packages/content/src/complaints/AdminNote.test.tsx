import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setScenario } from '@casino/mocks';
import { ADMIN_NOTE_MAX_LENGTH, AdminNote } from './AdminNote';
import { ADMIN_ADAM, ALICE, AUTHORIZATION, asMember, record } from '../test/complaints';

function renderNote(note = '') {
  const user = userEvent.setup();
  render(<AdminNote complaintId={7} note={note} />);
  const field = screen.getByLabelText('Administrator note');
  const save = () => user.click(screen.getByRole('button', { name: 'Save note' }));
  return { user, field, save };
}

describe('AdminNote', () => {
  it('posts the form fields with the authorization header and shows the answered note as text', async () => {
    asMember(ADMIN_ADAM);
    const sent = record('/frontendService/complaint/adminNote');
    const { user, field, save } = renderNote();
    expect(screen.getByText('No note yet.')).toBeInTheDocument();
    await user.type(field, '<b>Asked</b> the casino for logs');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('The note was saved.');
    const saved = document.querySelector('[data-note-saved]')!;
    expect(saved.textContent).toBe('<b>Asked</b> the casino for logs');
    expect(saved.querySelector('b')).toBeNull();
    expect(sent[0]!.authorization).toBe(AUTHORIZATION);
    expect(sent[0]!.form!.get('complaintId')).toBe('7');
  });

  it('shows the refusal in the form and keeps the typed note', async () => {
    asMember(ALICE);
    const { user, field, save } = renderNote('Old note');
    await user.clear(field);
    await user.type(field, 'New note');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only administrators can write notes.',
    );
    expect(field).toHaveValue('New note');
    expect(screen.getByText('Old note')).toBeInTheDocument();
  });

  it('cuts a paste to the note’s limit at once and says so; typing stops there too', () => {
    const { field } = renderNote('Logs asked. ');
    const note = field as HTMLTextAreaElement;
    note.focus();
    note.setSelectionRange(note.value.length, note.value.length);
    const cancelled = !fireEvent.paste(note, {
      clipboardData: { getData: () => 'y'.repeat(100_000) },
    });
    expect(cancelled).toBe(true);
    expect(note.value).toBe(`Logs asked. ${'y'.repeat(ADMIN_NOTE_MAX_LENGTH - 12)}`);
    expect(screen.getByRole('status')).toHaveTextContent(
      'What you pasted was cut to fit the limit of 5000 characters.',
    );
    expect(note.maxLength).toBe(ADMIN_NOTE_MAX_LENGTH);
  });

  it('leaves a paste that fits to the browser, whole', () => {
    const { field } = renderNote();
    expect(fireEvent.paste(field, { clipboardData: { getData: () => 'Logs asked.' } })).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the generic error when the call fails', async () => {
    asMember(ADMIN_ADAM);
    setScenario('network-error');
    const { save } = renderNote();
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});
