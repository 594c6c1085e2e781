// Helpers of this package's component tests.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgeVerify } from './AgeVerify';
import type { AgeVerifyProps } from './props';

export const GAME_HTML = '<div data-age-verify-game><h2>Lucky Reels demo</h2></div>';

const pages: HTMLElement[] = [];

/** Takes the server HTML of the last tests out of the page (the rest is Testing Library's). */
export function removePages() {
  pages.splice(0).forEach((page) => page.remove());
}

export function renderAgeVerify(props: Partial<AgeVerifyProps> = {}, pageHtml = GAME_HTML) {
  const page = document.createElement('div');
  page.innerHTML = pageHtml;
  document.body.append(page);
  pages.push(page);
  const user = userEvent.setup();
  const view = render(
    <AgeVerify
      required
      game="[data-age-verify-game]"
      finished="[data-age-verify-finished]"
      {...props}
    />,
  );
  return { user, page, view };
}

/** Clicks Verify and gives the dialog once its code is in. */
export async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return screen.findByRole('dialog', { name: 'Verify your age' });
}

export interface Person {
  postalCode?: string;
  year?: string;
  month?: string;
  day?: string;
}

/** Fills every field of the open form, as a visitor would. */
export async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { postalCode = 'AB1 2CD', year = '1990', month = 'March', day = '14' }: Person = {},
) {
  const dialog = within(screen.getByRole('dialog'));
  await user.type(dialog.getByLabelText('First name'), 'Ada');
  await user.type(dialog.getByLabelText('Last name'), 'Lovelace');
  await user.type(dialog.getByLabelText('Building number'), '12');
  await user.type(dialog.getByLabelText('Street'), 'High Street');
  await user.type(dialog.getByLabelText('Postal code'), postalCode);
  await user.selectOptions(dialog.getByLabelText('Year'), year);
  await user.selectOptions(dialog.getByLabelText('Month'), month);
  await user.selectOptions(dialog.getByLabelText('Day'), day);
  await user.type(dialog.getByLabelText('Secret word'), 'lighthouse');
}

export const submitButton = () => screen.getByRole('button', { name: /Verify my age|Verifying/ });
