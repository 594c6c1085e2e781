import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getCookie } from '@casino/core';
import { SEEDED_PASSWORD, db } from '@casino/mocks';
import {
  AGE_WARNING_COOKIE,
  AUSTRALIAN_LAW_POPUP_COOKIE,
  BADGE_REMINDER_COOKIE,
  LAW_POPUP_COOKIE,
} from './cookies';
import { SiteModals } from './SiteModals';
import { StoryPage, forgetGates } from './StoryPage';
import { siteModalsWidget } from './widgets/site-modals';

/** Every gate's cookie: cleared before each story, so a gate answered once shows again. */
const GATE_COOKIES = [
  AGE_WARNING_COOKIE,
  LAW_POPUP_COOKIE,
  AUSTRALIAN_LAW_POPUP_COOKIE,
  BADGE_REMINDER_COOKIE,
];

/**
 * The site's modals on the server markup the CMS writes (the demo's, from `@casino/mocks`),
 * with page-helpers making each one a dialog. Each story has one modal; the gates (age
 * warning, law popups, badge reminder) show by themselves on load. Their cookies are
 * cleared before every story, and their stories have a button that clears them and loads
 * the markup again, so an answered gate shows again. On this docs page the modals stay
 * closed (every story's markup is here at once): open a story to try one.
 */
const meta = {
  title: 'Widgets/Site modals',
  component: SiteModals,
  parameters: { widget: siteModalsWidget, load: 'idle', pageHelpers: true },
  loaders: [
    () => {
      forgetGates(GATE_COOKIES);
      return {};
    },
  ],
} satisfies Meta<typeof SiteModals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long a play function waits for the lazy code or the fake backend. */
const ANSWER = { timeout: 10_000 };

const dialogNamed = (canvas: HTMLElement, name: string) =>
  within(canvas).findByRole('dialog', { name }, ANSWER);

/** A gate shown on load; "Forget the answer" clears its cookie and loads it again. */
const gate = (
  modal: 'age-warning' | 'law-popup' | 'australian-law-popup' | 'badge-reminder',
  cookie: string,
): Story => ({
  render: () => <StoryPage modal={modal} gateCookies={[cookie]} />,
});

/** The age warning, shown on load until it is answered (`ageWarning` cookie). */
export const AgeWarning: Story = gate('age-warning', AGE_WARNING_COOKIE);

/**
 * Accepted: kept 30 days in the `ageWarning` cookie, the warning closes. "Forget the answer
 * and load again" clears the cookie and the warning shows again.
 */
export const AgeWarningAccepted: Story = {
  ...AgeWarning,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await canvas.findByRole('alertdialog', {}, ANSWER);
    await userEvent.click(within(warning).getByRole('button', { name: /Yes, I am of legal age/ }));
    await waitFor(() => expect(warning).not.toBeVisible());
    await expect(getCookie(AGE_WARNING_COOKIE)).toBe('accepted');
    await userEvent.click(canvas.getByRole('button', { name: 'Forget the answer and load again' }));
    await expect(await canvas.findByRole('alertdialog', {}, ANSWER)).toBeVisible();
    await expect(getCookie(AGE_WARNING_COOKIE)).toBeNull();
  },
};

/** Not accepted: the error block shows as an alert, the warning stays, nothing is stored. */
export const AgeWarningRefused: Story = {
  ...AgeWarning,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await canvas.findByRole('alertdialog', {}, ANSWER);
    await userEvent.click(within(warning).getByRole('button', { name: 'No' }));
    await expect(within(warning).getByRole('alert')).toHaveTextContent('you must be of legal age');
    await expect(warning).toBeVisible();
    await expect(getCookie(AGE_WARNING_COOKIE)).toBeNull();
  },
};

/** The law popup, shown on load; closing it keeps it away 2 days (`lawPopup`). */
export const LawPopup: Story = {
  ...gate('law-popup', LAW_POPUP_COOKIE),
  play: async ({ canvasElement }) => {
    const popup = await dialogNamed(canvasElement, 'Gambling law in your country');
    await userEvent.click(within(popup).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(popup).not.toBeVisible());
    await expect(getCookie(LAW_POPUP_COOKIE)).toBe('1');
  },
};

/** The Australian law popup: the same, with its own cookie (`australianLawPopup`). */
export const AustralianLawPopup: Story = {
  ...gate('australian-law-popup', AUSTRALIAN_LAW_POPUP_COOKIE),
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, 'Online casinos and Australian law');
  },
};

/** The badge reminder, once on load; "Don't show again" keeps it away 132 days. */
export const BadgeReminder: Story = {
  ...gate('badge-reminder', BADGE_REMINDER_COOKIE),
  play: async ({ canvasElement }) => {
    const reminder = await dialogNamed(canvasElement, 'Collect your badges');
    await userEvent.click(within(reminder).getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(reminder).not.toBeVisible());
    await expect(getCookie(BADGE_REMINDER_COOKIE)).toBe('never');
  },
};

/**
 * The login check, rendered by the server once the verification expired: the password goes
 * by PUT with a verification token. A wrong one shows the server's message; the seeded one
 * (`password1`) closes it.
 */
export const LoginCheck: Story = {
  render: () => <StoryPage modal="login-check" openOnLoad opener="Login check" />,
  play: async ({ canvasElement }) => {
    const check = await dialogNamed(canvasElement, 'Your verification expired');
    const password = within(check).getByLabelText('Password');
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(check).getByRole('button', { name: 'Confirm' }));
    await expect(await within(check).findByRole('alert', {}, ANSWER)).toHaveTextContent(
      'The password does not match',
    );
    await expect(password).toHaveValue('wrong');
    await userEvent.clear(password);
    await userEvent.type(password, SEEDED_PASSWORD);
    await userEvent.click(within(check).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(check).not.toBeVisible(), ANSWER);
    await expect(db.siteModals.loginChecks).toBe(2);
  },
};

/** The language selection: the chosen language goes to the language form's call. */
export const LanguageSelection: Story = {
  render: () => <StoryPage modal="language-selection" opener="Choose a language" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a language' }));
    const modal = await dialogNamed(canvasElement, 'Choose a language');
    await userEvent.selectOptions(within(modal).getByLabelText('Site language'), 'de');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/lang=de&country=GB/, {}, ANSWER)).toBeVisible();
  },
};

/** The language chooser: the same language form in its own modal. */
export const LanguageChooser: Story = {
  render: () => <StoryPage modal="language-chooser" opener="Language chooser" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Language chooser' }));
    await dialogNamed(canvasElement, 'Which language is your text in?');
  },
};

/** The country selection: its search (3 letters) fills `countryCode`, then the form saves. */
export const CountrySelection: Story = {
  render: () => <StoryPage modal="country-selection" opener="Choose your country" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose your country' }));
    const modal = await dialogNamed(canvasElement, 'Choose your country');
    const search = await within(modal).findByRole('combobox', { name: 'Your country' }, ANSWER);
    await userEvent.type(search, 'Germ');
    await userEvent.click(await within(modal).findByRole('option', { name: 'Germany' }, ANSWER));
    await userEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/lang=en&country=DE/, {}, ANSWER)).toBeVisible();
  },
};

/** The language settings link: the popup's content comes from `userLanguageSettings`. */
export const LanguageSettings: Story = {
  render: () => <StoryPage modal="language-settings" settingsLink="/language-settings" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Language: English' }));
    const popup = await dialogNamed(canvasElement, 'Language settings');
    await expect(
      await within(popup).findByRole('link', { name: 'Deutsch (Deutschland)' }),
    ).toBeVisible();
  },
};

/** `userLanguageSettings` fails (HTTP 500): logged, and the visitor goes to the link's address. */
export const LanguageSettingsFails: Story = {
  ...LanguageSettings,
  parameters: { mockScenario: 'server-error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Language: English' }));
    await expect(
      await canvas.findByText(/would go to \S+\/language-settings$/, {}, ANSWER),
    ).toBeVisible();
    await waitFor(() => expect(db.errorLog.join()).toContain('The language settings'), ANSWER);
  },
};

/** The redirect popup, rendered by the server after a redirect: it opens on load. */
export const RedirectPopup: Story = {
  render: () => <StoryPage modal="redirect-popup" openOnLoad opener="Redirect popup" />,
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, 'You were redirected');
  },
};

/** The responsible-gaming interstitial, opened on load when the server renders it due. */
export const ResponsibleGaming: Story = {
  render: () => <StoryPage modal="responsible-gaming" openOnLoad opener="Responsible gaming" />,
  play: async ({ canvasElement }) => {
    await dialogNamed(canvasElement, 'Play responsibly');
  },
};

/**
 * The newsletter and social flash messages (page-helpers' `data-cw-flash`), opened by id:
 * shown at the bottom 2 s after they open, announced, without taking the focus.
 */
export const FlashMessages: Story = {
  render: () => (
    <StoryPage
      flashes={{ 'newsletter-flash': 'Newsletter prompt', 'social-flash': 'Social prompt' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const flash = canvasElement.querySelector<HTMLElement>('[data-cw-flash="social-flash"]')!;
    await userEvent.click(canvas.getByRole('button', { name: 'Social prompt' }));
    await waitFor(
      () => expect(within(flash).getByRole('status')).toHaveTextContent('Enjoying the guide?'),
      ANSWER,
    );
    await expect(canvas.getByRole('button', { name: 'Social prompt' })).toHaveFocus();
  },
};
