import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, COMPLAINT_IMAGE_PATH } from '@casino/api';
import { db, setScenario, storedAttachments } from '@casino/mocks';
import { ComplaintForm } from './ComplaintForm';
import { AUTHORIZATION, TOKEN, asMember, file, record } from '../test/complaints';

const PRESET = 'complaints';

function renderForm() {
  const user = userEvent.setup();
  render(
    <ComplaintForm
      casinos={[
        { id: 1, name: 'Royal Spin' },
        { id: 2, name: 'Lucky Star' },
      ]}
      uploadUrl=""
      uploadPreset={PRESET}
    />,
  );
  const chooser = screen.getByLabelText('Attach files');
  return { user, chooser, attach: (...files: File[]) => user.upload(chooser, files) };
}

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => asMember());

describe('ComplaintForm attachments', () => {
  it('uploads each file as multipart with the token and the preset, then links it by hash', async () => {
    const uploads = record('/upload/attachment');
    const { attach } = renderForm();
    await attach(file('receipt.png', 'image/png'), file('chat.pdf', 'application/pdf'));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(2));
    const link = screen.getByRole('link', { name: 'View receipt.png' });
    const hash = new URL(link.getAttribute('href')!, location.href).searchParams.get('hash');
    expect(link.getAttribute('href')).toBe(`${COMPLAINT_IMAGE_PATH}?hash=${hash}`);
    expect(storedAttachments()).toContain(hash);
    await waitFor(() => expect(uploads.every((entry) => entry.form)).toBe(true));
    expect(uploads).toHaveLength(2);
    for (const { form } of uploads) {
      expect(form!.get('recaptchaToken')).toBe(TOKEN);
      expect(form!.get('uploadPreset')).toBe(PRESET);
      expect(form!.get('file')).toBeInstanceOf(Blob);
    }
    expect(screen.getByRole('status')).toHaveTextContent('chat.pdf was attached.');
  });

  it('shows a progress bar while a file uploads', async () => {
    setScenario('slow');
    const { attach } = renderForm();
    await attach(file('receipt.png', 'image/png'));
    expect(
      within(rowOf('receipt.png')).getByRole('progressbar', { name: 'Uploading receipt.png…' }),
    ).toBeInTheDocument();
  });

  it('deletes an uploaded file by uploadedFileHash and drops its row on OK', async () => {
    const deletes = record(COMPLAINT_IMAGE_PATH);
    const { user, attach } = renderForm();
    await attach(file('receipt.png', 'image/png'), file('chat.pdf', 'application/pdf'));
    await screen.findByRole('link', { name: 'View chat.pdf' });
    const [first] = storedAttachments();
    await user.click(screen.getByRole('button', { name: 'Remove receipt.png' }));
    await waitFor(() => expect(screen.queryByText('receipt.png')).not.toBeInTheDocument());
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.method).toBe('DELETE');
    expect(deletes[0]!.url.searchParams.get('uploadedFileHash')).toBe(first);
    expect(deletes[0]!.url.searchParams.get('recaptchaToken')).toBe(TOKEN);
    expect(deletes[0]!.authorization).toBe(AUTHORIZATION);
    expect(storedAttachments()).toHaveLength(1);
    expect(screen.getByLabelText('Attach files')).toHaveFocus();
  });

  it('keeps the row with its message when removing fails', async () => {
    const { user, attach } = renderForm();
    await attach(file('receipt.png', 'image/png'));
    await screen.findByRole('link', { name: 'View receipt.png' });
    setScenario('server-error');
    await user.click(screen.getByRole('button', { name: 'Remove receipt.png' }));
    expect(await within(rowOf('receipt.png')).findByRole('alert')).toHaveTextContent(
      'receipt.png could not be removed. Please try again.',
    );
  });

  it('keeps a refused file type (600) in its row with the wrong type message', async () => {
    const { attach } = renderForm();
    await attach(file('setup.exe', 'application/x-msdownload'));
    expect(await within(rowOf('setup.exe')).findByRole('alert')).toHaveTextContent(
      'This file type is not allowed.',
    );
    expect(screen.getByRole('button', { name: 'Dismiss setup.exe' })).toBeInTheDocument();
  });

  it('shows the captcha error (5000) in the row', async () => {
    setScenario('code-5000');
    const { attach } = renderForm();
    await attach(file('receipt.png', 'image/png'));
    expect(await within(rowOf('receipt.png')).findByRole('alert')).toHaveTextContent(
      'We could not verify that you are human. Please try again.',
    );
  });

  it.each(['server-error', 'network-error', 'malformed-answer'])(
    'hides the row and shows the generic attachment error on %s',
    async (scenario) => {
      setScenario(scenario);
      const { attach } = renderForm();
      await attach(file('receipt.png', 'image/png'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The attachment could not be uploaded. Please try again.',
      );
      expect(screen.queryByText('receipt.png')).not.toBeInTheDocument();
    },
  );

  it('uploads at most five files and says why the rest were left out', async () => {
    const uploads = record('/upload/attachment');
    const { attach } = renderForm();
    const files = Array.from({ length: ATTACHMENT_MAX_FILES + 1 }, (_, index) =>
      file(`page${index + 1}.png`, 'image/png'),
    );
    await attach(...files);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can attach at most 5 files.');
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(5));
    expect(uploads).toHaveLength(ATTACHMENT_MAX_FILES);
    expect(screen.queryByText('page6.png')).not.toBeInTheDocument();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const uploads = record('/upload/attachment');
    const { attach } = renderForm();
    await attach(
      file('scan.png', 'image/png', ATTACHMENT_MAX_BYTES + 1),
      file('ok.png', 'image/png'),
    );
    expect(within(rowOf('scan.png')).getByRole('alert')).toHaveTextContent(
      'scan.png is larger than 5 MB.',
    );
    await screen.findByRole('link', { name: 'View ok.png' });
    expect(uploads).toHaveLength(1);
  });
});

describe('ComplaintForm sending', () => {
  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Subject'), 'Withdrawal blocked');
    await user.click(screen.getByRole('textbox', { name: 'What happened?' }));
    await settle();
    const box = await screen.findByRole('textbox', { name: 'What happened?' });
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'));
    await user.type(box, 'They closed my account after a win.');
  }

  it('loads the editor only when the text is focused', async () => {
    const { user } = renderForm();
    const plain = screen.getByRole('textbox', { name: 'What happened?' });
    expect(plain.tagName).toBe('TEXTAREA');
    await user.click(plain);
    await settle();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'What happened?' })).toHaveAttribute(
        'contenteditable',
        'true',
      ),
    );
  });

  it('sends the complaint with the remaining attachments and shows the link', async () => {
    const sent = record('/frontendService/complaint');
    const { user, attach } = renderForm();
    await fillIn(user);
    await user.selectOptions(screen.getByLabelText('Casino'), '2');
    await attach(file('a.png', 'image/png'), file('b.png', 'image/png'));
    await screen.findByRole('link', { name: 'View b.png' });
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await waitFor(() => expect(screen.queryByText('a.png')).not.toBeInTheDocument());
    const before = db.complaints.length;
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    const heading = await screen.findByRole('heading', {
      name: 'Your complaint was sent. We will look into it.',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(db.complaints).toHaveLength(before + 1);
    expect(db.complaints.at(-1)).toMatchObject({ casinoId: 2, title: 'Withdrawal blocked' });
    const [kept] = storedAttachments();
    await waitFor(() => expect(sent[0]?.form).toBeTruthy());
    expect(sent[0]!.form!.getAll('attachmentHashes')).toEqual([kept]);
    expect(sent[0]!.form!.get('recaptchaToken')).toBe(TOKEN);
    expect(screen.getByRole('link', { name: 'Open your complaint' })).toHaveAttribute(
      'href',
      `/complaints/${db.complaints.at(-1)!.id}`,
    );
  });

  it('keeps everything typed and attached when sending fails, and sends once on a double click', async () => {
    const sent = record('/frontendService/complaint');
    const { user, attach } = renderForm();
    await fillIn(user);
    await attach(file('a.png', 'image/png'));
    await screen.findByRole('link', { name: 'View a.png' });
    setScenario('server-error');
    await user.dblClick(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(sent).toHaveLength(1);
    expect(screen.getByLabelText('Subject')).toHaveValue('Withdrawal blocked');
    expect(screen.getByRole('textbox', { name: 'What happened?' })).toHaveTextContent(
      'They closed my account after a win.',
    );
    expect(screen.getByRole('link', { name: 'View a.png' })).toBeInTheDocument();
  });

  it('asks a visitor to log in when the server answers 7000', async () => {
    const { user } = renderForm();
    await fillIn(user);
    setScenario('code-7000');
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('marks a missing subject and sends nothing', async () => {
    const sent = record('/frontendService/complaint');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Please give your complaint a subject.');
    expect(subject).toHaveFocus();
    expect(sent).toHaveLength(0);
  });
});
