import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr } from '@casino/core/testing';
import { ComplaintForm } from './ComplaintForm';
import { asMember, file } from '../test/complaints';

const HTTP_OK = 200;
const HTTP_SERVER_ERROR = 500;
const SIZE = 16;

function renderForm() {
  const user = userEvent.setup();
  const view = render(
    <ComplaintForm
      casinos={[{ id: 1, name: 'Royal Spin' }]}
      uploadUrl=""
      uploadPreset="complaints"
    />,
  );
  const attach = () =>
    user.upload(screen.getByLabelText('Attach files'), file('receipt.png', 'image/png', SIZE));
  return { user, view, attach };
}

const bar = () => screen.getByRole('progressbar', { name: 'Uploading receipt.png…' });

beforeEach(() => {
  asMember();
  FakeXhr.install();
});

describe('ComplaintForm upload progress', () => {
  it('shows the share of the file sent, 0 to 100 %, then the file', async () => {
    const { attach } = renderForm();
    await attach();
    const xhr = await FakeXhr.sent(0);
    expect(new URL(xhr.url).pathname).toBe('/upload/attachment');
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '100');
    act(() => xhr.progress(SIZE / 2, SIZE));
    expect(bar()).toHaveAttribute('aria-valuenow', '50');
    expect(bar()).toHaveAttribute('aria-valuetext', '50%');
    act(() => xhr.progress(SIZE, SIZE));
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    act(() =>
      xhr.respond(HTTP_OK, JSON.stringify({ code: HTTP_OK, hash: 'h1', name: 'receipt.png' })),
    );
    expect(await screen.findByRole('link', { name: 'View receipt.png' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps the typed text and says the upload failed when the network fails', async () => {
    const { user, attach } = renderForm();
    await user.type(screen.getByLabelText('Subject'), 'Withdrawal refused');
    await attach();
    const xhr = await FakeXhr.sent(0);
    act(() => xhr.fail());
    await screen.findByText('The attachment could not be uploaded. Please try again.');
    expect(screen.queryByText('receipt.png')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Withdrawal refused');
  });

  it('treats an error answer as a failed upload', async () => {
    const { attach } = renderForm();
    await attach();
    const xhr = await FakeXhr.sent(0);
    act(() => xhr.respond(HTTP_SERVER_ERROR, JSON.stringify({ message: 'Storage is full' })));
    await screen.findByText('The attachment could not be uploaded. Please try again.');
  });

  it('stops the upload when the form goes away', async () => {
    const { view, attach } = renderForm();
    await attach();
    const xhr = await FakeXhr.sent(0);
    expect(
      within(screen.getByText('receipt.png').closest('li')!).getByRole('progressbar'),
    ).toBeInTheDocument();
    view.unmount();
    expect(xhr.aborted).toBe(true);
  });

  it('stops the upload when its Cancel button is pressed', async () => {
    const { user, attach } = renderForm();
    await attach();
    const xhr = await FakeXhr.sent(0);
    await user.click(screen.getByRole('button', { name: 'Cancel the upload of receipt.png' }));
    expect(xhr.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByText('receipt.png')).not.toBeInTheDocument());
    expect(FakeXhr.made).toHaveLength(1);
  });
});
