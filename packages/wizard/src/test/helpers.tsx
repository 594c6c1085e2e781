/** Test helpers: the wizard rendered, its buttons, and the wizard calls the backend saw. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wizard as api } from '@casino/api';
import { server } from '@casino/mocks/node';
import { Wizard } from '../Wizard';

export const HISTORY_KEY = 'casino-wizard';

export function renderWizard() {
  const user = userEvent.setup();
  const view = render(<Wizard headingLevel={2} historyKey={HISTORY_KEY} />);
  const next = () =>
    screen.getByRole('button', { name: /^(Next|Show my casinos|Finding casinos…)$/ });
  const back = () => screen.getByRole('button', { name: 'Back' });
  const heading = () => screen.getByRole('heading', { level: 2 });
  const status = () => screen.getByRole('status');
  /** Answers the three steps: the bonus, the genres, the casino type. */
  const answerAll = async (
    bonus = 'Free spins',
    genres = ['Slots', 'Live casino'],
    casino = 'Pays in crypto',
  ) => {
    await user.click(screen.getByRole('radio', { name: bonus }));
    await user.click(next());
    for (const genre of genres) await user.click(screen.getByRole('checkbox', { name: genre }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: casino }));
  };
  return { user, view, next, back, heading, status, answerAll };
}

/** The form bodies of the wizard calls the fake backend received. */
export function recordWizardCalls() {
  const bodies: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === api.casinoWizard.path)
      void request
        .clone()
        .text()
        .then((body) => bodies.push(new URLSearchParams(body)));
  });
  return bodies;
}

/** Waits for a popstate the browser fires after `history.back()` / `forward()`. */
export function historyMove(move: () => void): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('popstate', () => setTimeout(resolve), { once: true });
    move();
  });
}
