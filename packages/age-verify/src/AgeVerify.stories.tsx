import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AGE_VERIFY_MESSAGES, AGE_VERIFY_UNKNOWN_POSTAL_CODE } from '@casino/mocks';
import { AgeVerify } from './AgeVerify';
import { ageVerifyWidget } from './widgets/age-verify';

const meta = {
  title: 'Widgets/Age verification',
  component: AgeVerify,
  args: {
    required: true,
    game: '[data-age-verify-game]',
    finished: '[data-age-verify-finished]',
  },
  parameters: { widget: ageVerifyWidget, load: 'eager' },
  decorators: [
    (Story) => (
      <div>
        <section data-age-verify-game aria-label="Lucky Reels free demo" tabIndex={-1}>
          <h2>Lucky Reels</h2>
          <p>The free demo runs here.</p>
        </section>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgeVerify>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How long a play function waits for the fake backend (a background tab can be slow). */
const ANSWER = { timeout: 10_000 };

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  return within(await screen.findByRole('dialog', { name: 'Verify your age' }, ANSWER));
}

async function fillAndSubmit(postalCode = 'AB1 2CD') {
  const form = await openForm();
  await userEvent.type(form.getByLabelText('First name'), 'Ada');
  await userEvent.type(form.getByLabelText('Last name'), 'Lovelace');
  await userEvent.type(form.getByLabelText('Building number'), '12');
  await userEvent.type(form.getByLabelText('Street'), 'High Street');
  await userEvent.type(form.getByLabelText('Postal code'), postalCode);
  await userEvent.selectOptions(form.getByLabelText('Year'), '1990');
  await userEvent.selectOptions(form.getByLabelText('Month'), 'March');
  await userEvent.selectOptions(form.getByLabelText('Day'), '14');
  await userEvent.type(form.getByLabelText('Secret word'), 'lighthouse');
  await userEvent.click(form.getByRole('button', { name: 'Verify my age' }));
  return form;
}

/** The overlay over the game, as a visitor the server asks to verify first sees it. */
export const Overlay: Story = {
  play: async () => {
    const game = document.querySelector('[data-age-verify-game]');
    await waitFor(() => expect(game).not.toBeVisible());
  },
};

/** Not asked by the server nor by `#enableAgeVerify`: the game shows, no overlay. */
export const NotAsked: Story = { args: { required: false } };

/** Verify opens the form in a dialog, focus on the first field. */
export const FormOpen: Story = {
  play: async () => {
    const form = await openForm();
    await expect(form.getByLabelText('First name')).toHaveFocus();
  },
};

/**
 * Sending an empty form checks every field and sends nothing: the error summary at the top
 * takes the focus, a link to each problem, and each field says its own.
 */
export const InvalidFields: Story = {
  play: async () => {
    const form = await openForm();
    await userEvent.click(form.getByRole('button', { name: 'Verify my age' }));
    const summary = await form.findByRole('alert', { name: 'There is a problem' }, ANSWER);
    // The dialog fades in: its text counts as visible once it has.
    await waitFor(() => expect(summary).toBeVisible(), ANSWER);
    await expect(summary.parentElement).toHaveFocus();
    await expect(
      within(summary).getByRole('link', { name: 'Enter a building number or a building name.' }),
    ).toBeVisible();
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your last name.' }));
    await expect(form.getByLabelText('Last name')).toHaveFocus();
    await expect(form.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Enter your last name.',
    );
  },
};

/** The fake backend knows no address for the postal code: its message, focused. */
export const UnknownAddress: Story = {
  play: async () => {
    const form = await fillAndSubmit(AGE_VERIFY_UNKNOWN_POSTAL_CODE);
    const alert = await form.findByRole('alert', {}, ANSWER);
    await waitFor(
      () => expect(alert).toHaveTextContent(AGE_VERIFY_MESSAGES.unknownAddress),
      ANSWER,
    );
    await expect(alert).toHaveFocus();
  },
};

/** The `age-verify-refused` scenario: every verification is refused with a message. */
export const Refused: Story = {
  parameters: { mockScenario: 'age-verify-refused' },
  play: async () => {
    const form = await fillAndSubmit();
    const alert = await form.findByRole('alert', {}, ANSWER);
    await waitFor(() => expect(alert).toHaveTextContent(AGE_VERIFY_MESSAGES.refused), ANSWER);
  },
};

/** No answer at all: a clear message, the typed values kept. */
export const NetworkError: Story = {
  parameters: { mockScenario: 'network-error' },
  play: async () => {
    const form = await fillAndSubmit();
    const alert = await form.findByRole('alert', {}, ANSWER);
    await waitFor(() => expect(alert).toHaveTextContent('We could not reach the server'), ANSWER);
    await expect(form.getByLabelText('Street')).toHaveValue('High Street');
  },
};

/** Success: the form goes and the game shows, focused. */
export const Verified: Story = {
  play: async () => {
    await fillAndSubmit();
    const game = document.querySelector('[data-age-verify-game]');
    await waitFor(() => {
      expect(game).toBeVisible();
      expect(game).toHaveFocus();
    }, ANSWER);
  },
};
