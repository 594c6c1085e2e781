import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { clock, resetVerification, setTokenProvider } from '@casino/core';
import { AGE_VERIFY_GATE, isGateOpen, whenGateOpen } from '@casino/core/gates';
import { AGE_VERIFY_MESSAGES, AGE_VERIFY_UNKNOWN_POSTAL_CODE, setScenario } from '@casino/mocks';
import { recordRequests, server } from '@casino/mocks/node';
import { fillForm, openForm, removePages, renderAgeVerify, submitButton } from './testing';

const PATH = '/frontendService/age/verify';
let tokens = 0;

beforeEach(() => {
  tokens = 0;
  resetVerification();
  setTokenProvider(async () => `token-${++tokens}`);
  vi.spyOn(clock, 'now').mockReturnValue(new Date(2026, 10, 25, 12).getTime());
});
afterEach(() => {
  server.events.removeAllListeners();
  removePages();
  window.history.replaceState(null, '', '/');
});

const game = () => document.querySelector<HTMLElement>('[data-age-verify-game]')!;

describe('AgeVerify overlay', () => {
  it('covers the game and keeps the form hidden until Verify is clicked', async () => {
    const { user } = renderAgeVerify();
    expect(screen.getByRole('heading', { name: 'Confirm your age to play' })).toBeVisible();
    expect(game()).not.toBeVisible();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    const dialog = await openForm(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('shows nothing and leaves the game alone when neither the server nor the hash asks', () => {
    renderAgeVerify({ required: false });
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(game()).toBeVisible();
  });

  it('opens on the enableAgeVerify hash, on load and when a link sets it, focusing Verify', async () => {
    window.history.replaceState(null, '', '/game#review&enableAgeVerify');
    renderAgeVerify({ required: false });
    expect(await screen.findByRole('button', { name: 'Verify' })).toHaveFocus();
    expect(game()).not.toBeVisible();
  });

  it('opens when the hash changes to enableAgeVerify', async () => {
    renderAgeVerify({ required: false });
    act(() => {
      window.location.hash = 'enableAgeVerify';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(await screen.findByRole('button', { name: 'Verify' })).toHaveFocus();
  });

  it('sends the payload with a token, then hides the form and reveals the focused game', async () => {
    window.history.replaceState(null, '', '/game#enableAgeVerify');
    const sent = recordRequests(PATH);
    const { user } = renderAgeVerify();
    await openForm(user);
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(game()).toBeVisible());
    expect(game()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you: your age is verified.');
    expect(window.location.hash).toBe('');
    expect(sent).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        buildingNumber: '12',
        buildingName: '',
        street: 'High Street',
        postalCode: 'AB1 2CD',
        secret: 'lighthouse',
        birthYear: '1990',
        birthMonth: '3',
        birthDay: '14',
        recaptchaToken: 'token-1',
      },
    ]);
  });

  it('reveals the finished box on a page without a game', async () => {
    const { user } = renderAgeVerify(
      {},
      '<div data-age-verify-finished hidden><p>Verified: enjoy the games.</p></div>',
    );
    await openForm(user);
    await fillForm(user);
    await user.click(submitButton());
    const box = document.querySelector<HTMLElement>('[data-age-verify-finished]')!;
    await waitFor(() => expect(box).toBeVisible());
    expect(box).toHaveFocus();
  });

  it('shows its own finished box when the page has neither', async () => {
    const { user } = renderAgeVerify({}, '');
    await openForm(user);
    await fillForm(user);
    await user.click(submitButton());
    const done = await screen.findByText('Thank you: your age is verified.', {
      selector: '[data-age-verify-done]',
    });
    expect(done).toHaveFocus();
  });

  it.each([
    [
      'an unknown address',
      null,
      AGE_VERIFY_UNKNOWN_POSTAL_CODE,
      AGE_VERIFY_MESSAGES.unknownAddress,
    ],
    ['a refusal', 'age-verify-refused', 'AB1 2CD', AGE_VERIFY_MESSAGES.refused],
    [
      'HTTP 500',
      'server-error',
      'AB1 2CD',
      'Something went wrong on our side. Please try again later.',
    ],
    [
      'a network failure',
      'network-error',
      'AB1 2CD',
      'We could not reach the server. Check your connection and try again.',
    ],
    ['broken JSON', 'malformed-json', 'AB1 2CD', 'Something went wrong. Please try again.'],
    [
      'an answer breaking the contract',
      'malformed-answer',
      'AB1 2CD',
      'Something went wrong. Please try again.',
    ],
  ])(
    'shows %s in the focused error area and keeps every typed value',
    async (_, scenario, postalCode, message) => {
      if (scenario) setScenario(scenario);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { user } = renderAgeVerify();
      await openForm(user);
      await fillForm(user, { postalCode });
      await user.click(submitButton());
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent(message));
      expect(alert).toHaveFocus();
      expect(game()).not.toBeVisible();
      expect(screen.getByLabelText('First name')).toHaveValue('Ada');
      expect(screen.getByLabelText('Postal code')).toHaveValue(postalCode);
      expect(screen.getByLabelText('Year')).toHaveValue('1990');
      expect(screen.getByLabelText('Day')).toHaveValue('14');
      expect(screen.getByLabelText('Secret word')).toHaveValue('lighthouse');
      expect(submitButton()).not.toHaveAttribute('aria-busy');
    },
  );

  it('fails, then succeeds with a fresh token once the postal code is corrected', async () => {
    const sent = recordRequests(PATH);
    const { user } = renderAgeVerify();
    await openForm(user);
    await fillForm(user, { postalCode: AGE_VERIFY_UNKNOWN_POSTAL_CODE });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(AGE_VERIFY_MESSAGES.unknownAddress);
    const postal = screen.getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, 'AB1 2CD');
    await user.click(submitButton());
    await waitFor(() => expect(game()).toBeVisible());
    expect(sent.map((body) => body.recaptchaToken)).toEqual(['token-1', 'token-2']);
  });

  it('passes human verification after a 429 and succeeds', async () => {
    setScenario('too-many-requests');
    const { user } = renderAgeVerify();
    await openForm(user);
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(game()).toBeVisible());
  });

  it('sends once for a double click', async () => {
    let calls = 0;
    server.use(
      http.post(`*${PATH}`, () => {
        calls += 1;
        return HttpResponse.json({ success: false, message: 'Not this time.' });
      }),
    );
    const { user } = renderAgeVerify();
    await openForm(user);
    await fillForm(user);
    await user.dblClick(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Not this time.');
    expect(calls).toBe(1);
  });

  it('keeps the typed values when the dialog is closed and opened again', async () => {
    const { user } = renderAgeVerify();
    await openForm(user);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
    await openForm(user);
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});

describe("the gate it answers (core's AGE_VERIFY_GATE)", () => {
  it('opens it when neither the server nor the hash asks this visitor to verify', () => {
    const { view } = renderAgeVerify({ required: false });
    expect(isGateOpen(AGE_VERIFY_GATE)).toBe(true);
    view.unmount();
    expect(isGateOpen(AGE_VERIFY_GATE)).toBe(false);
  });

  it('keeps it closed while the overlay asks and after a refusal, and opens it on success', async () => {
    const played = vi.fn();
    // What waited runs with the game in sight: it was revealed before the gate opened.
    whenGateOpen(AGE_VERIFY_GATE, () => played({ gameHidden: game().hidden }));
    const { user } = renderAgeVerify();
    await openForm(user);
    await fillForm(user, { postalCode: AGE_VERIFY_UNKNOWN_POSTAL_CODE });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(AGE_VERIFY_MESSAGES.unknownAddress);
    expect(isGateOpen(AGE_VERIFY_GATE)).toBe(false);
    expect(played).not.toHaveBeenCalled();
    const postal = screen.getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, 'AB1 2CD');
    await user.click(submitButton());
    await waitFor(() => expect(played).toHaveBeenCalledTimes(1));
    expect(played).toHaveBeenCalledWith({ gameHidden: false });
    expect(isGateOpen(AGE_VERIFY_GATE)).toBe(true);
  });

  it('closes it again when the hash asks this visitor to verify later', async () => {
    renderAgeVerify({ required: false });
    expect(isGateOpen(AGE_VERIFY_GATE)).toBe(true);
    act(() => {
      window.location.hash = 'enableAgeVerify';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('button', { name: 'Verify' });
    expect(isGateOpen(AGE_VERIFY_GATE)).toBe(false);
  });
});
