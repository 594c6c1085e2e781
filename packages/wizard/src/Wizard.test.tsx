import { act, screen, waitFor } from '@testing-library/react';
import { server } from '@casino/mocks/node';
import { HISTORY_KEY, historyMove, renderWizard } from './test/helpers';

afterEach(() => {
  server.events.removeAllListeners();
  history.replaceState(null, '', location.href);
});

describe('Wizard steps', () => {
  it('starts at step 1 with the bonus types as a single choice, focus left to the page', () => {
    const { heading, status, next } = renderWizard();
    expect(heading()).toHaveTextContent('Which bonus do you like best?');
    expect(heading()).not.toHaveFocus();
    expect(status()).toHaveTextContent('Step 1 of 3');
    expect(
      screen.getByRole('radiogroup', { name: 'Which bonus do you like best?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).not.toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('a click on the disabled Next marks the step and stays; a choice clears the mark', async () => {
    const { user, next, heading } = renderWizard();
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a bonus type to go on.',
    );
    expect(heading()).toHaveTextContent('Which bonus do you like best?');
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAccessibleDescription('Choose one. Please choose a bonus type to go on.');
    expect(screen.getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('radio', { name: 'Cashback' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(next()).not.toHaveAttribute('aria-disabled');
  });

  it('the keyboard marks a missing choice too: Enter on the focused Next', async () => {
    const { user, next } = renderWizard();
    next().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a bonus type');
  });

  it('moves focus to each step heading and announces the step count', async () => {
    const { user, next, back, heading, status } = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Deposit bonus' }));
    await user.click(next());
    expect(heading()).toHaveTextContent('Which games do you play?');
    expect(heading()).toHaveFocus();
    expect(status()).toHaveTextContent('Step 2 of 3');
    await user.click(screen.getByRole('checkbox', { name: 'Poker' }));
    await user.click(next());
    expect(heading()).toHaveTextContent('What kind of casino suits you?');
    expect(heading()).toHaveFocus();
    expect(status()).toHaveTextContent('Step 3 of 3');
    expect(next()).toHaveTextContent('Show my casinos');
    await user.click(back());
    expect(heading()).toHaveTextContent('Which games do you play?');
    expect(heading()).toHaveFocus();
  });

  it('game genres are a multi-select; none chosen disables Next again', async () => {
    const { user, next } = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Free spins' }));
    await user.click(next());
    expect(screen.getByRole('group', { name: 'Which games do you play?' })).toBeInTheDocument();
    const slots = screen.getByRole('checkbox', { name: 'Slots' });
    const roulette = screen.getByRole('checkbox', { name: 'Roulette' });
    await user.click(slots);
    await user.click(roulette);
    expect(slots).toBeChecked();
    expect(roulette).toBeChecked();
    await user.click(slots);
    await user.click(roulette);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose at least one kind of game.',
    );
  });

  it('Back goes down to step 1 and keeps every answer', async () => {
    const { user, next, back, heading, answerAll } = renderWizard();
    await answerAll();
    await user.click(back());
    expect(screen.getByRole('checkbox', { name: 'Slots' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Live casino' })).toBeChecked();
    await user.click(back());
    expect(heading()).toHaveTextContent('Which bonus do you like best?');
    expect(screen.getByRole('radio', { name: 'Free spins' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('radio', { name: 'Pays in crypto' })).toBeChecked();
  });
});

describe('Wizard and the browser history', () => {
  it('each step is a history entry: the browser Back and Forward move a step, answers kept', async () => {
    const { user, next, heading, answerAll } = renderWizard();
    const start = history.length;
    await answerAll();
    expect(history.length).toBe(start + 2);
    await act(() => historyMove(() => history.back()));
    expect(heading()).toHaveTextContent('Which games do you play?');
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Live casino' })).toBeChecked();
    await act(() => historyMove(() => history.back()));
    expect(heading()).toHaveTextContent('Which bonus do you like best?');
    expect(screen.getByRole('radio', { name: 'Free spins' })).toBeChecked();
    await act(() => historyMove(() => history.forward()));
    expect(heading()).toHaveTextContent('Which games do you play?');
    await user.click(next());
    expect(screen.getByRole('radio', { name: 'Pays in crypto' })).toBeChecked();
  });

  it('the Back button goes back over the step entry rather than adding one', async () => {
    const { user, back, heading, answerAll } = renderWizard();
    const start = history.length;
    await answerAll();
    const button = back();
    await act(() => historyMove(() => void user.click(button)));
    expect(heading()).toHaveTextContent('Which games do you play?');
    expect(history.length).toBe(start + 2);
    expect(history.state[`cwWizard:${HISTORY_KEY}`].step).toBe(2);
  });

  it('a reload shows the step and the answers of the current entry', async () => {
    const first = renderWizard();
    await first.answerAll();
    first.view.unmount();
    const again = renderWizard();
    expect(again.heading()).toHaveTextContent('What kind of casino suits you?');
    expect(again.status()).toHaveTextContent('Step 3 of 3');
    expect(screen.getByRole('radio', { name: 'Pays in crypto' })).toBeChecked();
    await again.user.click(again.back());
    await waitFor(() => expect(again.heading()).toHaveTextContent('Which games do you play?'));
    expect(screen.getByRole('checkbox', { name: 'Slots' })).toBeChecked();
  });

  it('a reload after going back keeps the answers of the later steps for Forward', async () => {
    const first = renderWizard();
    await first.answerAll();
    await act(() => historyMove(() => history.back()));
    first.view.unmount();
    const again = renderWizard();
    expect(again.heading()).toHaveTextContent('Which games do you play?');
    await act(() => historyMove(() => history.forward()));
    expect(again.heading()).toHaveTextContent('What kind of casino suits you?');
    expect(screen.getByRole('radio', { name: 'Pays in crypto' })).toBeChecked();
  });

  it('an entry the page added itself (an in-page link) keeps the step', async () => {
    const { user, next, heading } = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Free spins' }));
    await user.click(next());
    history.pushState(null, '', '#terms');
    history.pushState(null, '', '#faq');
    await act(() => historyMove(() => history.back()));
    expect(heading()).toHaveTextContent('Which games do you play?');
  });

  it('a broken or impossible entry starts where the answers allow', () => {
    history.replaceState({ [`cwWizard:${HISTORY_KEY}`]: { step: 'three' } }, '');
    const broken = renderWizard();
    expect(broken.heading()).toHaveTextContent('Which bonus do you like best?');
    broken.view.unmount();
    const answers = { bonusType: 'CASHBACK', gameGenres: [], casinoType: null };
    history.replaceState({ [`cwWizard:${HISTORY_KEY}`]: { step: 3, answers } }, '');
    const early = renderWizard();
    expect(early.heading()).toHaveTextContent('Which games do you play?');
    early.view.unmount();
    const complete = { bonusType: 'CASHBACK', gameGenres: ['POKER'], casinoType: 'NEW' };
    history.replaceState({ [`cwWizard:${HISTORY_KEY}`]: { step: 4, answers: complete } }, '');
    expect(renderWizard().heading()).toHaveTextContent('What kind of casino suits you?');
  });

  it('other keys of the page history state are kept', async () => {
    history.replaceState({ cwFiltersMenu: true }, '');
    const { user } = renderWizard();
    await user.click(screen.getByRole('radio', { name: 'Free spins' }));
    expect(history.state.cwFiltersMenu).toBe(true);
  });
});
