import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HttpResponse, http } from 'msw';
import { ALICE, asMember, authRequests, record } from '../test/helpers';
import {
  FIRST_POST,
  TITLE,
  dialog,
  field,
  fillThread,
  renderStartThread,
  send,
} from '../test/startThread';

const THREAD = '/frontendService/thread';

describe('StartThread: answers by code (SPEC §8)', () => {
  it('7000: the login-required message with a button to the login dialog; everything kept', async () => {
    asMember(ALICE);
    setScenario('code-7000');
    const asked = authRequests();
    const user = userEvent.setup();
    renderStartThread();
    const box = await fillThread(user);
    await send(user);
    const alert = await within(dialog()).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Log in or sign up' }));
    expect(asked).toEqual([{ tab: 'LOGIN', context: 'forum' }]);
    expect(field('Title')).toHaveValue(TITLE);
    expect(box).toHaveTextContent(FIRST_POST);
  });

  it('8200: the server’s message in the form; everything kept', async () => {
    asMember(ALICE);
    setScenario('code-8200');
    const user = userEvent.setup();
    renderStartThread();
    const box = await fillThread(user);
    await send(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'The form contains errors.',
    );
    expect(field('Title')).toHaveValue(TITLE);
    expect(box).toHaveTextContent(FIRST_POST);
  });

  it('8209: the language chooser, the guess preselected; sent again with manualLanguageCode', async () => {
    asMember(ALICE);
    const sent = record(THREAD);
    let first = true;
    server.use(
      http.post(`*${THREAD}`, () => {
        if (!first) return undefined;
        first = false;
        return HttpResponse.json({
          code: 8209,
          message: null,
          automaticallyDetectedLanguageCode: 'nl',
        });
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user);
    await send(user);
    const chooser = await screen.findByRole('dialog', { name: 'Which language is your post in?' });
    const select = within(chooser).getByRole('combobox', { name: 'Language of your post' });
    expect(select).toHaveValue('nl');
    await user.selectOptions(select, 'de');
    await user.click(within(chooser).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).not.toHaveProperty('manualLanguageCode');
    expect(sent[1]!.body).toMatchObject({ title: TITLE, manualLanguageCode: 'de' });
  });

  it('8214: the pending-review modal, and the form cleared', async () => {
    asMember(ALICE);
    setScenario('forum-pending-review');
    const user = userEvent.setup();
    renderStartThread();
    await fillThread(user);
    await user.type(field('Question'), 'Which one?');
    await user.type(field('Option 1'), 'Royal');
    await user.type(field('Option 2'), 'Lucky');
    await send(user);
    const pending = await screen.findByRole('dialog', { name: 'Your post is waiting for review' });
    expect(screen.queryByRole('dialog', { name: 'Start a thread' })).toBeNull();
    expect(db.forum.pending.map((item) => item.kind)).toEqual(['thread']);
    await user.click(within(pending).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Start a thread' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start a thread' }));
    const box = await screen.findByRole('textbox', { name: 'Your first post' });
    expect(field('Title')).toHaveValue('');
    expect(field('Question')).toHaveValue('');
    expect(within(dialog()).getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(box).toHaveTextContent('');
  });

  it('a network failure keeps everything typed, with a clear error', async () => {
    asMember(ALICE);
    setScenario('network-error');
    const user = userEvent.setup();
    renderStartThread();
    const box = await fillThread(user);
    await send(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Your thread could not be started. Everything you typed is kept',
    );
    expect(field('Title')).toHaveValue(TITLE);
    expect(box).toHaveTextContent(FIRST_POST);
  });

  it('a malformed answer keeps everything typed, with a clear error, and goes nowhere', async () => {
    asMember(ALICE);
    setScenario('malformed-answer');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderStartThread();
    const box = await fillThread(user);
    await send(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Your thread could not be started.',
    );
    expect(box).toHaveTextContent(FIRST_POST);
    expect(assign).not.toHaveBeenCalled();
  });
});
