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

  it('sends nothing while a field is invalid, shows every problem and focuses the first', async () => {
    const sent = recordRequests('/frontendService/age/verify');
    const { user } = await openWith();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(submitButton());
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.getByText('Enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Choose the day of your birth.')).toBeInTheDocument();
    expect(screen.getByText('Enter a secret word.')).toBeInTheDocument();
    expect(sent).toEqual([]);
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
