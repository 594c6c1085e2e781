import { screen, within } from '@testing-library/react';
import { clock, resetVerification, setTokenProvider } from '@casino/core';
import { recordRequests, server } from '@casino/mocks/node';
import { fillForm, openForm, removePages, renderAgeVerify, submitButton } from './testing';

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => 'token');
  vi.spyOn(clock, 'now').mockReturnValue(new Date(2026, 10, 25, 12).getTime());
});
afterEach(() => {
  server.events.removeAllListeners();
  removePages();
});

const optionValues = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

async function openWith(props: Parameters<typeof renderAgeVerify>[0] = {}) {
  const rendered = renderAgeVerify(props);
  await openForm(rendered.user);
  return rendered;
}

describe('the birth year list', () => {
  it('runs from the current year minus 18 down to the current year minus 80 by default', async () => {
    await openWith();
    const years = optionValues('Year');
    expect(years[0]).toBe('2008');
    expect(years.at(-1)).toBe('1946');
    expect(years).toHaveLength(63);
  });

  it('ends at the year the page gives and follows the clock', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(new Date(2031, 0, 1).getTime());
    await openWith({ maxBirthYear: 2010 });
    const years = optionValues('Year');
    expect(years[0]).toBe('2010');
    expect(years.at(-1)).toBe('1951');
  });
});

describe('the day list', () => {
  it('follows the month length, with 29 February only in leap years', async () => {
    const { user } = await openWith();
    const year = screen.getByLabelText('Year');
    const month = screen.getByLabelText('Month');
    expect(optionValues('Day')).toHaveLength(31);
    await user.selectOptions(month, 'April');
    expect(optionValues('Day')).toHaveLength(30);
    await user.selectOptions(month, 'February');
    expect(optionValues('Day')).toHaveLength(29);
    for (const [leapYear, days] of [
      ['2000', 29],
      ['1990', 28],
      ['1996', 29],
      ['1999', 28],
    ] as const) {
      await user.selectOptions(year, leapYear);
      expect(optionValues('Day')).toHaveLength(days);
    }
  });

  it('keeps a day that still exists when the year or month changes and clears one that does not', async () => {
    const { user } = await openWith();
    const year = screen.getByLabelText('Year');
    const month = screen.getByLabelText('Month');
    const day = screen.getByLabelText('Day');
    await user.selectOptions(year, '2000');
    await user.selectOptions(month, 'February');
    await user.selectOptions(day, '29');
    await user.selectOptions(year, '1996');
    expect(day).toHaveValue('29');
    await user.selectOptions(year, '1999');
    expect(day).toHaveValue('');
    await user.selectOptions(day, '15');
    await user.selectOptions(month, 'April');
    expect(day).toHaveValue('15');
    await user.selectOptions(month, 'March');
    await user.selectOptions(day, '31');
    await user.selectOptions(month, 'June');
    expect(day).toHaveValue('');
  });
});

describe('validity', () => {
  it('marks a field touched when it is left, and names the problem', async () => {
    const { user } = await openWith();
    const first = screen.getByLabelText('First name');
    expect(first).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter your first name.');
    expect(first.closest('[data-touched]')).not.toBeNull();
    // Untouched fields say nothing yet.
    expect(screen.getByLabelText('Street')).not.toHaveAttribute('aria-invalid');
    await user.type(first, 'Ada');
    expect(first).not.toHaveAttribute('aria-invalid');
  });

  it('needs a building number or a building name', async () => {
    const { user } = await openWith();
    const number = screen.getByLabelText('Building number');
    await user.click(number);
    await user.tab();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a building number or a building name.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Building name'), 'Rose Cottage');
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('sends nothing while a field is invalid and shows every problem at its field', async () => {
    const sent = recordRequests('/frontendService/age/verify');
    const { user } = await openWith();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(submitButton());
    const lastName = screen.getByLabelText('Last name');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
    expect(lastName).toHaveAccessibleDescription('Enter your last name.');
    expect(screen.getByLabelText('Day')).toHaveAccessibleDescription(
      'Choose the day of your birth.',
    );
    expect(screen.getByLabelText('Secret word')).toHaveAccessibleDescription(
      'A word you choose; we ask for it when you verify again. Enter a secret word.',
    );
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });
});

const summary = () => screen.queryByRole('alert', { name: 'There is a problem' });
const summaryLinks = () =>
  within(summary()!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the error summary', () => {
  it('shows at the top of the form after an invalid send, focused, with a link to each problem', async () => {
    const { user } = await openWith();
    expect(summary()).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(submitButton());
    const box = summary()!;
    expect(box.parentElement).toHaveFocus();
    expect(box.closest('form')!.firstElementChild).toBe(box.parentElement);
    expect(within(box).getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    expect(summaryLinks()).toEqual([
      'Enter your last name.',
      'Enter a building number or a building name.',
      'Enter your street.',
      'Enter your postal code.',
      'Choose the year of your birth.',
      'Choose the month of your birth.',
      'Choose the day of your birth.',
      'Enter a secret word.',
    ]);
    const street = within(box).getByRole('link', { name: 'Enter your street.' });
    expect(street).toHaveAttribute('href', `#${screen.getByLabelText('Street').id}`);
  });

  it('focuses the field a link names, without touching the page hash', async () => {
    window.history.replaceState(null, '', '/game');
    const { user } = await openWith();
    await user.click(submitButton());
    await user.click(
      within(summary()!).getByRole('link', { name: 'Choose the month of your birth.' }),
    );
    expect(screen.getByLabelText('Month')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('drops a problem once it is put right, and goes with the last one', async () => {
    const { user } = await openWith();
    await fillForm(user);
    await user.clear(screen.getByLabelText('Street'));
    await user.clear(screen.getByLabelText('Secret word'));
    await user.click(submitButton());
    expect(summaryLinks()).toEqual(['Enter your street.', 'Enter a secret word.']);
    await user.type(screen.getByLabelText('Street'), 'High Street');
    expect(summaryLinks()).toEqual(['Enter a secret word.']);
    await user.type(screen.getByLabelText('Secret word'), 'lighthouse');
    expect(summary()).not.toBeInTheDocument();
  });
});

describe('the legal age, to the day', () => {
  // The clock follows the faked date: 15 June 2026, the 18th birthday of someone born 15 June 2008.
  beforeEach(() => {
    vi.mocked(clock.now).mockRestore();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 9));
  });
  afterEach(() => vi.useRealTimers());

  it('refuses someone whose 18th birthday is tomorrow before anything is sent', async () => {
    const sent = recordRequests('/frontendService/age/verify');
    const { user } = await openWith();
    await fillForm(user, { year: '2008', month: 'June', day: '16' });
    await user.click(submitButton());
    expect(summaryLinks()).toEqual(['You must be 18 or older to play this game.']);
    await user.click(within(summary()!).getByRole('link'));
    const year = screen.getByLabelText('Year');
    expect(year).toHaveFocus();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription('You must be 18 or older to play this game.');
    expect(sent).toEqual([]);
  });

  it('sends for someone whose 18th birthday is today', async () => {
    const sent = recordRequests('/frontendService/age/verify');
    const { user } = await openWith();
    await fillForm(user, { year: '2008', month: 'June', day: '15' });
    await user.click(submitButton());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ birthYear: '2008', birthMonth: '6', birthDay: '15' });
    expect(summary()).not.toBeInTheDocument();
  });
});

describe('the keyboard', () => {
  it('moves to the next field on Enter, and from the last one to the submit button', async () => {
    const { user } = await openWith();
    await user.keyboard('Ada{Enter}');
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Building number')).toHaveFocus();
    screen.getByLabelText('Day').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Secret word')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(submitButton()).toHaveFocus();
  });

  it('submits from the submit button with Enter', async () => {
    const sent = recordRequests('/frontendService/age/verify');
    const { user } = await openWith();
    await fillForm(user);
    submitButton().focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });
});
