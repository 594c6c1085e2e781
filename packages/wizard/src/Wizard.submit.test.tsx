import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { wizard as api } from '@casino/api';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { historyMove, recordWizardCalls, renderWizard } from './test/helpers';

afterEach(() => {
  server.events.removeAllListeners();
  history.replaceState(null, '', location.href);
});

/**
 * Answers the wizard's call with `answer` once `release` is called; `answered` settles when
 * the fake backend has answered.
 */
function heldAnswer(answer: object) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let done = () => {};
  const answered = new Promise<void>((resolve) => {
    done = resolve;
  });
  server.use(
    http.post(`*${api.casinoWizard.path}`, async () => {
      await held;
      setTimeout(done);
      return HttpResponse.json(answer);
    }),
  );
  return { release: () => release(), answered };
}

describe('Wizard submit', () => {
  it('posts the answers to casinoWizard and shows the casinos that fit on step 4', async () => {
    const sent = recordWizardCalls();
    const { user, next, heading, status, answerAll } = renderWizard();
    await answerAll('Deposit bonus', ['Slots', 'Live casino'], 'A casino with a good reputation');
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent('Casinos for you'));
    expect(heading()).toHaveFocus();
    expect(status()).toHaveTextContent('Your results');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('bonusType')).toBe('DEPOSIT');
    expect(sent[0]!.getAll('gameGenres')).toEqual(['SLOT', 'LIVE']);
    expect(sent[0]!.get('casinoType')).toBe('TRUSTED');
    const result = document.querySelector('[data-wizard-result]')!;
    await waitFor(() =>
      expect(result.querySelectorAll('[data-casino-id]').length).toBeGreaterThan(0),
    );
    const first = db.casinos.find(
      (casino) =>
        casino.id ===
        Number(result.querySelector<HTMLElement>('[data-casino-id]')!.dataset.casinoId),
    )!;
    expect(screen.getByRole('link', { name: first.name })).toBeInTheDocument();
  });

  it('cleans the result HTML before it goes in the page', async () => {
    server.use(
      http.post(`*${api.casinoWizard.path}`, () =>
        HttpResponse.json({
          code: 200,
          html: '<p id="kept">Royal Spins</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">Go</a>',
        }),
      ),
    );
    const { user, next, answerAll } = renderWizard();
    await answerAll();
    await user.click(next());
    const result = await waitFor(() => {
      const box = document.querySelector('[data-wizard-result]');
      expect(box?.querySelector('#kept')).toHaveTextContent('Royal Spins');
      return box!;
    });
    expect(result.innerHTML).not.toMatch(/onerror|script|javascript:/);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('ignores repeat clicks while the answer is on its way', async () => {
    const { release } = heldAnswer({ code: 200, html: '<p>Royal Spins</p>' });
    const sent = recordWizardCalls();
    const { user, next, heading, answerAll } = renderWizard();
    await answerAll();
    await user.click(next());
    await waitFor(() => expect(next()).toHaveAttribute('aria-busy', 'true'));
    expect(next()).toHaveTextContent('Finding casinos…');
    await user.click(next());
    await user.click(next());
    // A submission that does not go through the button (Enter in a field, for instance).
    fireEvent.submit(next().closest('form')!);
    release();
    await waitFor(() => expect(heading()).toHaveTextContent('Casinos for you'));
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['a non-200 code with its message', 'code-8200', 'The form contains errors.'],
    [
      'HTTP 500 with its message',
      'server-error',
      'Something went wrong on our side. Please try again later.',
    ],
    [
      'a network error',
      'network-error',
      'The connection failed. Check that you are online and try again; your answers are kept.',
    ],
    [
      'a malformed answer',
      'malformed-answer',
      'We could not find your casinos just now. Please try again.',
    ],
    [
      'malformed JSON',
      'malformed-json',
      'We could not find your casinos just now. Please try again.',
    ],
  ])(
    '%s: a clear error on step 3, the answers kept, and a retry works',
    async (_, scenario, message) => {
      setScenario(scenario);
      const { user, next, heading, back, answerAll } = renderWizard();
      await answerAll();
      await user.click(next());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(heading()).toHaveTextContent('What kind of casino suits you?');
      expect(screen.getByRole('radio', { name: 'Pays in crypto' })).toBeChecked();
      expect(next()).not.toHaveAttribute('aria-busy');
      setScenario(null);
      await user.click(next());
      await waitFor(() => expect(heading()).toHaveTextContent('Casinos for you'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(back()).toBeInTheDocument();
    },
  );

  it('a 200 without result HTML is a malformed answer', async () => {
    server.use(http.post(`*${api.casinoWizard.path}`, () => HttpResponse.json({ code: 200 })));
    const { user, next, answerAll } = renderWizard();
    await answerAll();
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find your casinos');
  });

  it('going back while the answer is on its way drops it', async () => {
    const { release, answered } = heldAnswer({ code: 200, html: '<p>Royal Spins</p>' });
    const { user, next, back, heading, answerAll } = renderWizard();
    await answerAll();
    await user.click(next());
    await waitFor(() => expect(next()).toHaveAttribute('aria-busy', 'true'));
    const button = back();
    await act(() => historyMove(() => void user.click(button)));
    release();
    await act(() => answered);
    expect(heading()).toHaveTextContent('Which games do you play?');
    expect(screen.getByRole('checkbox', { name: 'Slots' })).toBeChecked();
  });

  it('the browser Back from the result shows step 3 with the answers; Forward the result again', async () => {
    const { user, next, heading, answerAll } = renderWizard();
    await answerAll();
    await user.click(next());
    await waitFor(() => expect(heading()).toHaveTextContent('Casinos for you'));
    await act(() => historyMove(() => history.back()));
    expect(heading()).toHaveTextContent('What kind of casino suits you?');
    expect(screen.getByRole('radio', { name: 'Pays in crypto' })).toBeChecked();
    await act(() => historyMove(() => history.forward()));
    expect(heading()).toHaveTextContent('Casinos for you');
    await waitFor(() =>
      expect(document.querySelector('[data-wizard-result]')!.childElementCount).toBeGreaterThan(0),
    );
  });

  it('a reload on the result shows the result again without sending', async () => {
    const sent = recordWizardCalls();
    const first = renderWizard();
    await first.answerAll();
    await first.user.click(first.next());
    await waitFor(() => expect(first.heading()).toHaveTextContent('Casinos for you'));
    first.view.unmount();
    const again = renderWizard();
    expect(again.heading()).toHaveTextContent('Casinos for you');
    await waitFor(() =>
      expect(document.querySelector('[data-wizard-result]')!.childElementCount).toBeGreaterThan(0),
    );
    expect(sent).toHaveLength(1);
  });
});
