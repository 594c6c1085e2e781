import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { resetVerification, setTokenProvider } from '@casino/core';
import { DEMO_AUTH_CODE, DEMO_MESSAGE_ID, db } from '@casino/mocks';
import { recordRequests, server } from '@casino/mocks/node';
import { NewsletterSettings } from './NewsletterSettings';
import { NewsletterUnsubscribe, ReactivationUnsubscribe } from './Unsubscribe';

const LINK = { authCode: DEMO_AUTH_CODE, messageId: DEMO_MESSAGE_ID };
const SETTINGS_PATH = '/frontendService/newsletter/settings';

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => 'test-verification-token');
});

const reader = () => db.emailLinks[0]!;

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <NewsletterSettings {...LINK} settings={{ whatsNew: true, gamePicks: true }} />
      <NewsletterUnsubscribe {...LINK} />
      <ReactivationUnsubscribe {...LINK} />
    </>,
  );
  return user;
}

describe('newsletter settings', () => {
  it('sends the seven choices with the link codes and a verification token', async () => {
    const bodies = recordRequests(SETTINGS_PATH);
    const user = renderPage();
    expect(screen.getByRole('checkbox', { name: "What's new on the site" })).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    await user.click(screen.getByRole('checkbox', { name: 'Gambling news' }));
    await user.click(screen.getByRole('checkbox', { name: 'Game picks' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your newsletter settings are saved.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(bodies[0]).toEqual({
      authCode: DEMO_AUTH_CODE,
      messageId: DEMO_MESSAGE_ID,
      whatsNew: 'true',
      noDepositBonus: 'false',
      newFreeTournaments: 'false',
      forumMonthlySummary: 'false',
      complaintsMonthlySummary: 'false',
      gamePicks: 'false',
      gamblingNews: 'true',
      recaptchaToken: 'test-verification-token',
    });
    expect(reader().settings).toMatchObject({
      whatsNew: true,
      gamePicks: false,
      gamblingNews: true,
    });
  });

  it('shows the server message of a non-200 answer and keeps the choices', async () => {
    const user = userEvent.setup();
    render(<NewsletterSettings authCode="expired" settings={{}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Game picks' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is no longer valid');
    expect(screen.getByRole('checkbox', { name: 'Game picks' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save settings' })).not.toHaveAttribute('aria-busy');
  });

  it("shows a failed request's own message, else the generic one", async () => {
    server.use(
      http.post(`*${SETTINGS_PATH}`, () =>
        HttpResponse.json({ code: 500, message: 'Settings are offline.' }, { status: 500 }),
      ),
    );
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings are offline.');
    server.use(http.post(`*${SETTINGS_PATH}`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('sends once for a double click', async () => {
    const bodies = recordRequests(SETTINGS_PATH);
    const user = renderPage();
    await user.dblClick(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Your newsletter settings are saved.');
    expect(bodies).toHaveLength(1);
  });

  it('takes the codes from the email link in the address', async () => {
    window.history.replaceState(null, '', `/newsletter-settings.html?authCode=${DEMO_AUTH_CODE}`);
    const user = userEvent.setup();
    render(<NewsletterSettings settings={{}} />);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('saved');
    window.history.replaceState(null, '', '/');
  });

  it('without the email link, each card keeps its title and says where to open the page', () => {
    render(
      <>
        <NewsletterSettings settings={{}} />
        <NewsletterUnsubscribe />
        <ReactivationUnsubscribe />
      </>,
    );
    const cards = screen.getAllByRole('region');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Your newsletter settings',
      'Unsubscribe',
      'Reminder emails',
    ]);
    for (const card of cards)
      expect(within(card).getByText(/the link in one of our emails/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('unsubscribe', () => {
  it('unsubscribes from every newsletter and clears every setting', async () => {
    const bodies = recordRequests('/frontendService/newsletter/unsubscribe');
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe from all emails' }));
    expect(
      await screen.findByText('You are unsubscribed from every newsletter.'),
    ).toBeInTheDocument();
    expect(bodies[0]).toEqual({ ...LINK, recaptchaToken: 'test-verification-token' });
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(reader().subscribed).toBe(false);
    expect(Object.values(reader().settings)).not.toContain(true);
  });

  it('shows the server message when the link is not valid', async () => {
    const user = userEvent.setup();
    render(<NewsletterUnsubscribe authCode="expired" messageId="old" />);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe from all emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer valid');
    expect(screen.getByRole('button', { name: 'Unsubscribe from all emails' })).toBeEnabled();
  });

  it('stops the reactivation emails with the link code and a token', async () => {
    const bodies = recordRequests('/frontendService/profile/userReactivation/unsubscribe');
    const user = renderPage();
    const box = screen.getByRole('region', { name: 'Reminder emails' });
    await user.click(within(box).getByRole('button', { name: 'Stop reminder emails' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('no more reminder emails');
    expect(bodies[0]).toEqual({
      authCode: DEMO_AUTH_CODE,
      recaptchaToken: 'test-verification-token',
    });
    expect(reader().reactivationEmails).toBe(false);
    expect(reader().subscribed).toBe(true);
  });
});
