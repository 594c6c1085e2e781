import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { EMAIL_MAX_LENGTH, resetVerification, setTokenProvider } from '@casino/core';
import { isModalDisabled } from '@casino/ui';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { NewsletterSignup } from './NewsletterSignup';
import type { NewsletterProps } from './props';

const TOKEN = 'test-verification-token';

function recordRequests(path: string) {
  const bodies: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith(path))
      void request
        .clone()
        .text()
        .then((body) => bodies.push(new URLSearchParams(body)));
  });
  return bodies;
}

function renderSignup(props: Partial<NewsletterProps> = {}) {
  const user = userEvent.setup();
  render(<NewsletterSignup variant="inline" modalId="newsletter" {...props} />);
  const email = screen.getByLabelText('Your email');
  const submit = () => user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { user, email, submit };
}

beforeEach(() => {
  resetVerification();
  setTokenProvider(async () => TOKEN);
});
afterEach(() => server.events.removeAllListeners());

describe('NewsletterSignup', () => {
  it('checks the email format on blur', async () => {
    const { user, email } = renderSignup();
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await user.clear(email);
    await user.type(email, 'player@example.com');
    await user.tab();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('takes at most the longest address a mail server accepts, however much is pasted', async () => {
    const { user, email } = renderSignup();
    await user.click(email);
    await user.paste('a'.repeat(100_000));
    expect((email as HTMLInputElement).value).toHaveLength(EMAIL_MAX_LENGTH);
  });

  it('sends nothing while the email is invalid', async () => {
    const sent = recordRequests('/newsletter/signup');
    const { user, email, submit } = renderSignup();
    await submit();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    await user.type(email, 'player@');
    await submit();
    expect(email).toHaveFocus();
    expect(sent).toHaveLength(0);
    expect(db.newsletter).toHaveLength(0);
  });

  it('sends the email, the legal-age value and a verification token, then confirms', async () => {
    const sent = recordRequests('/newsletter/signup');
    const { user, email, submit } = renderSignup();
    await user.type(email, 'player@example.com');
    await user.click(screen.getByLabelText('I am of legal age to gamble in my country'));
    await submit();
    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText('We sent a confirmation link to player@example.com.'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(sent[0]!)).toEqual({
      email: 'player@example.com',
      legallyAllowedToPlay: 'true',
      recaptchaToken: TOKEN,
    });
    expect(isModalDisabled('newsletter')).toBe(true);
  });

  it('sends legallyAllowedToPlay=false when the box is not ticked and shows the server message', async () => {
    const sent = recordRequests('/newsletter/signup');
    const { user, email, submit } = renderSignup();
    await user.type(email, 'player@example.com');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please confirm that you are of legal age to gamble.',
    );
    expect(sent[0]!.get('legallyAllowedToPlay')).toBe('false');
    expect(email).toHaveValue('player@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-busy');
    expect(isModalDisabled('newsletter')).toBe(false);
  });

  it('goes back to step 1 with the email kept when the email is changed', async () => {
    const { user, email, submit } = renderSignup();
    await user.type(email, 'player@example.com');
    await user.click(screen.getByRole('checkbox'));
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Change email' }));
    const again = screen.getByLabelText('Your email');
    expect(again).toHaveValue('player@example.com');
    expect(again).toHaveFocus();
  });

  it('resends the email and says so', async () => {
    const sent = recordRequests('/newsletter/resendEmail');
    const { user, email, submit } = renderSignup();
    await user.type(email, 'player@example.com');
    await user.click(screen.getByRole('checkbox'));
    await submit();
    await user.click(await screen.findByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Email sent. Check your inbox.');
    expect(sent[0]!.get('email')).toBe('player@example.com');
    expect(sent[0]!.get('recaptchaToken')).toBe(TOKEN);
    expect(db.newsletter[0]!.emailsSent).toBe(2);
  });

  it.each([
    ['newsletter-rejected', 'This email address cannot receive our newsletter.'],
    ['server-error', 'Something went wrong on our side. Please try again later.'],
    ['network-error', 'Something went wrong. Please try again.'],
    ['malformed-json', 'Something went wrong. Please try again.'],
  ])(
    'shows the right message for %s, keeps the text and clears the loader',
    async (scenario, message) => {
      setScenario(scenario);
      const { user, email, submit } = renderSignup();
      await user.type(email, 'player@example.com');
      await user.click(screen.getByRole('checkbox'));
      await submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(email).toHaveValue('player@example.com');
      expect(screen.getByRole('checkbox')).toBeChecked();
      expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-busy');
    },
  );

  it('passes human verification after a 429 and succeeds', async () => {
    setScenario('too-many-requests');
    const { user, email, submit } = renderSignup();
    await user.type(email, 'player@example.com');
    await user.click(screen.getByRole('checkbox'));
    await submit();
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    let calls = 0;
    server.use(
      http.post('*/frontendService/newsletter/signup', async () => {
        calls += 1;
        return HttpResponse.json({ code: 200, message: 'ok' });
      }),
    );
    const { user, email } = renderSignup();
    await user.type(email, 'player@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(calls).toBe(1);
  });

  it('shows footer errors in the error area', async () => {
    setScenario('newsletter-rejected');
    const { user, email, submit } = renderSignup({ variant: 'footer' });
    await user.type(email, 'player@example.com');
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveClass('cw-nl__error-area'));
  });
});
