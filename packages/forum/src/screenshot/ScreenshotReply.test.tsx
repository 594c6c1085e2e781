import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { setTokenProvider } from '@casino/core';
import { SEEDED_THREADS, db, setScenario } from '@casino/mocks';
import { SCREENSHOT_MAX_BYTES } from './screenshot';
import { ALICE, asMember, openEditor, record, threadPage } from '../test/helpers';

const POST = '/frontendService/post';
const UPLOAD = '/frontendService/image/uploadImage';
const REPLY = 'Finally a big win on this slot, here is the proof.';

const png = (bytes = 8, name = 'win.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const shotBox = () => screen.getByRole('group', { name: 'Your winning screenshot' });
const fileField = () => within(shotBox()).getByLabelText('Screenshot of your win');

/** Chooses files as a drop or a picker would, even several on a single-file input. */
function choose(files: File[]) {
  fireEvent.change(fileField(), { target: { files } });
}

beforeEach(() => setTokenProvider(async () => 'human-token'));

async function writeReply(user: UserEvent) {
  await openEditor(user);
  await user.keyboard(REPLY);
  await user.click(screen.getByRole('checkbox', { name: 'Add a winning screenshot' }));
  await screen.findByRole('group', { name: 'Your winning screenshot' });
}

async function pick(user: UserEvent, name: 'Casino' | 'Game', label: string) {
  await user.type(within(shotBox()).getByRole('combobox', { name }), label.slice(0, 4));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('a reply with a winning screenshot', () => {
  it('is offered only in threads that take winning screenshots', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    threadPage(1);
    await openEditor(user);
    expect(screen.queryByRole('checkbox', { name: 'Add a winning screenshot' })).toBeNull();
  });

  it('without an uploaded image shows the missing-attachment error and sends nothing', async () => {
    asMember(ALICE);
    const sent = record(POST);
    const user = userEvent.setup();
    threadPage(SEEDED_THREADS.screenshots);
    await writeReply(user);
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(
      await within(shotBox()).findByText('Please upload the screenshot of your win.'),
    ).toHaveAttribute('role', 'alert');
    expect(fileField()).toHaveFocus();
    expect(fileField()).toHaveAttribute('aria-invalid', 'true');
    expect(within(shotBox()).getByText('Choose the casino you won at.')).toBeInTheDocument();
    expect(within(shotBox()).getByText('Choose the currency of your bet and win.')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('takes exactly one file: two give the count error and nothing is uploaded', async () => {
    asMember(ALICE);
    const uploads = record(UPLOAD);
    const user = userEvent.setup();
    threadPage(SEEDED_THREADS.screenshots);
    await writeReply(user);
    choose([png(8, 'one.png'), png(8, 'two.png')]);
    expect(await within(shotBox()).findByRole('alert')).toHaveTextContent(
      'Choose exactly one screenshot.',
    );
    expect(uploads).toEqual([]);
  });

  it('takes at most 5,000,000 bytes: a larger file gives the size error and is not uploaded', async () => {
    asMember(ALICE);
    const uploads = record(UPLOAD);
    const user = userEvent.setup();
    threadPage(SEEDED_THREADS.screenshots);
    await writeReply(user);
    choose([png(SCREENSHOT_MAX_BYTES + 1)]);
    expect(await within(shotBox()).findByRole('alert')).toHaveTextContent(
      'The screenshot is larger than 5 MB.',
    );
    expect(uploads).toEqual([]);
  });

  it('shows the upload’s refusal and lets the member choose again', async () => {
    asMember(ALICE);
    const user = userEvent.setup();
    threadPage(SEEDED_THREADS.screenshots);
    await writeReply(user);
    setScenario('code-600');
    choose([png()]);
    expect(await within(shotBox()).findByRole('alert')).toHaveTextContent(
      'This file type is not allowed.',
    );
    setScenario(null);
    choose([png()]);
    expect(
      await within(shotBox()).findByRole('img', { name: 'Your winning screenshot' }),
    ).toBeVisible();
    expect(within(shotBox()).queryByRole('alert')).toBeNull();
  });

  it('sends the screenshot with casino, game, currency and sizes rounded to 2 decimals', async () => {
    asMember(ALICE);
    const sent = record(POST);
    const user = userEvent.setup();
    const { root } = threadPage(SEEDED_THREADS.screenshots);
    await writeReply(user);
    choose([png()]);
    await within(shotBox()).findByRole('img', { name: 'Your winning screenshot' });
    expect(within(shotBox()).getByText('win.png is uploaded.')).toHaveAttribute('role', 'status');
    const casino = db.casinos[0]!;
    const game = db.games[0]!;
    await pick(user, 'Casino', casino.name);
    await pick(user, 'Game', game.name);
    await user.selectOptions(within(shotBox()).getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.type(within(shotBox()).getByRole('textbox', { name: 'Bet size' }), '1,234');
    await user.type(within(shotBox()).getByRole('textbox', { name: 'Win size' }), '250.456');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    const posted = () => root.querySelector('[data-posts] [data-post-screenshot]');
    await waitFor(() => expect(posted()).not.toBeNull());
    expect(sent).toHaveLength(1);
    const imageId = Number(posted()!.getAttribute('data-post-screenshot'));
    expect(sent[0]!.body.winningScreenshot).toEqual({
      imageId,
      casinoId: casino.id,
      gameId: game.id,
      currencyCode: 'EUR',
      betSize: 1.23,
      winSize: 250.46,
    });
    expect(posted()!.querySelector('[data-win-size]')).toHaveTextContent('250.46 EUR');
    // A posted reply starts the next one without a screenshot.
    expect(screen.getByRole('checkbox', { name: 'Add a winning screenshot' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Your winning screenshot' })).toBeNull();
  });
});
