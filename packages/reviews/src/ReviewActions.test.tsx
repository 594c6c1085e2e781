import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, on } from '@casino/core';
import type { WidgetEvents } from '@casino/core';
import { db, setScenario } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HttpResponse, http } from 'msw';
import { LIKE_ANIMATION_MS, TEXT_KEPT_BEYOND_MAX } from './constants';
import { LIKE_CLASS, ReviewActions } from './ReviewActions';
import {
  ALICE,
  AUTHORIZATION,
  REP,
  addAuthorizationMeta,
  asMember,
  asVisitor,
  casinoPage,
  record,
  removePage,
} from './test/helpers';

const LIKE_PATH = '/frontendService/userReview/like';
const REPLY_PATH = '/frontendService/userReview/reply';
let removeMeta: () => void;

beforeEach(() => {
  removeMeta = addAuthorizationMeta();
});
afterEach(() => {
  removeMeta();
  removePage();
  server.events.removeAllListeners();
  vi.useRealTimers();
});

function renderActions(fakeTimers = false) {
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(<ReviewActions purpose="CASINO_DETAIL" replyMaxLength={200} />);
  return user;
}

const likeOf = (page: HTMLElement, reviewId: number) =>
  page.querySelector<HTMLElement>(`[data-review-like][data-item-id="${reviewId}"]`)!;
const countOf = (button: HTMLElement) =>
  Number(button.querySelector('[data-like-count]')!.textContent);

describe('review like', () => {
  it('toggles at once, animates for 800 ms and keeps the server’s count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    asMember(ALICE);
    const page = await casinoPage(1);
    const review = db.reviews.find((item) => item.casinoId === 1)!;
    const start = review.likes;
    const calls = record(LIKE_PATH);
    const user = renderActions(true);
    const button = likeOf(page, review.id);
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(countOf(button)).toBe(start + 1);
    expect(button).toHaveAttribute('data-like-animating');
    expect(button).toHaveClass(LIKE_CLASS);
    await waitFor(() => expect(review.likes).toBe(start + 1));
    await act(() => vi.advanceTimersByTimeAsync(LIKE_ANIMATION_MS));
    expect(button).not.toHaveAttribute('data-like-animating');
    await waitFor(() => expect(calls[0]?.body.get('liked')).toBe('true'));
    expect(calls[0]!.body.get('itemId')).toBe(String(review.id));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(review.likes).toBe(start));
    expect(countOf(button)).toBe(start);
  });

  it('is reverted when the call fails', async () => {
    asMember(ALICE);
    const page = await casinoPage(1);
    const review = db.reviews.find((item) => item.casinoId === 1)!;
    setScenario('server-error');
    const user = renderActions();
    const button = likeOf(page, review.id);
    const states: (string | null)[] = [];
    const observer = new MutationObserver(() => states.push(button.getAttribute('aria-pressed')));
    observer.observe(button, { attributes: true, attributeFilter: ['aria-pressed'] });
    await user.click(button);
    await waitFor(() => expect(states).toEqual(['true', 'false']));
    observer.disconnect();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(countOf(button)).toBe(review.likes);
  });

  it('a banned member’s like (5019) is reverted', async () => {
    asMember(5);
    const page = await casinoPage(1);
    const review = db.reviews.find((item) => item.casinoId === 1)!;
    const user = renderActions();
    const button = likeOf(page, review.id);
    await user.click(button);
    await waitFor(() => expect(db.errorLog.some((line) => line.includes('5019'))).toBe(true));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(countOf(button)).toBe(review.likes);
  });

  it('works on any page (a reviews listing): the animation class, and the like groups of a label', async () => {
    asMember(ALICE);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<section id="listing" data-reviews><article data-review data-review-id="1">
        <button type="button" data-review-like data-item-id="1" aria-pressed="false">
          Helpful <span data-like-count>0</span> <span data-like-label>0 likes</span>
        </button></article></section>`,
    );
    const button = document.querySelector<HTMLElement>('#listing [data-review-like]')!;
    const label = button.querySelector('[data-like-label]')!;
    // One message per SPEC §9 group: 1, 2 to 4, 5 or more (and 0).
    messages.value = {
      'reviews.likesOne': 'one like',
      'reviews.likesFew': '{count} likes (few)',
      'reviews.likesMany': '{count} likes (many)',
    };
    const user = renderActions();
    const counts: [number, string][] = [];
    for (const count of [1, 2, 4, 5, 0]) {
      server.use(
        http.post(LIKE_PATH, () => HttpResponse.json({ code: 200, likeCount: count }), {
          once: true,
        }),
      );
      await user.click(button);
      await waitFor(() => expect(countOf(button)).toBe(count));
      counts.push([count, label.textContent ?? '']);
    }
    expect(button).toHaveClass(LIKE_CLASS);
    expect(counts).toEqual([
      [1, 'one like'],
      [2, '2 likes (few)'],
      [4, '4 likes (few)'],
      [5, '5 likes (many)'],
      [0, '0 likes (many)'],
    ]);
    messages.value = {};
    document.getElementById('listing')?.remove();
  });

  it('7000 for a visitor: reverted, and a login prompt that opens the auth modal', async () => {
    asVisitor();
    const page = await casinoPage(1);
    const review = db.reviews.find((item) => item.casinoId === 1)!;
    const seen: WidgetEvents['auth:open'][] = [];
    const off = on('auth:open', (detail) => seen.push(detail));
    const user = renderActions();
    const button = likeOf(page, review.id);
    await user.click(button);
    const prompt = await screen.findByRole('dialog', { name: 'Log in to like reviews' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(countOf(button)).toBe(review.likes);
    await user.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(seen).toEqual([{ tab: 'LOGIN', context: 'site' }]);
    off();
  });
});

describe('review reply', () => {
  it('shows Reply to representatives of the casino only', async () => {
    asMember(ALICE);
    const page = await casinoPage(1);
    expect(page.querySelector('[data-review-reply]')).toBeNull();
    removePage();
    asMember(REP);
    const repPage = await casinoPage(1);
    expect(repPage.querySelector('[data-review-reply]')).not.toBeNull();
  });

  it('8209: a language selector with the detected language, even one outside the usual list, then the reply is sent again with manualLanguageCode', async () => {
    asMember(REP);
    const page = await casinoPage(1);
    const review = db.reviews.find((item) => item.casinoId === 1)!;
    const calls = record(REPLY_PATH);
    const user = renderActions();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-reply][data-review-id="${review.id}"]`)!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reply to the review' });
    expect(within(dialog).getByText(/on behalf of Royal Spins/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Your reply'), 'Dank je!');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    const language = await within(dialog).findByLabelText('Language of your reply');
    // Dutch is not among the usual reply languages: it is added, named, and preselected.
    expect(language).toHaveValue('nl');
    expect(within(language).getByRole('option', { selected: true })).toHaveTextContent('Dutch');
    await waitFor(() => expect(language).toHaveFocus());
    await user.selectOptions(language, 'de');
    await user.selectOptions(language, 'nl');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(2);
    expect(calls.map((entry) => entry.authorization)).toEqual([AUTHORIZATION, AUTHORIZATION]);
    expect(calls[0]!.body.has('manualLanguageCode')).toBe(false);
    expect(Object.fromEntries(calls[1]!.body)).toEqual({
      reviewId: String(review.id),
      text: 'Dank je!',
      purpose: 'CASINO_DETAIL',
      manualLanguageCode: 'nl',
      onBehalfOfId: '1',
    });
    const reply = page.querySelector(`[data-review-id="${review.id}"] [data-review-reply-item]`);
    expect(reply?.querySelector('[data-reply-text]')).toHaveTextContent('Dank je!');
    expect(reply).toHaveAttribute('data-on-behalf-of-id', '1');
  });

  it('edits and deletes a reply (PUT and DELETE with the authorization header)', async () => {
    asMember(REP);
    const page = await casinoPage(1);
    const review = db.reviews.find((item) => item.casinoId === 1)!;
    const calls = record(REPLY_PATH);
    const user = renderActions();
    const hook = () =>
      page.querySelector<HTMLElement>(`[data-review-reply][data-review-id="${review.id}"]`)!;
    await user.click(hook());
    await user.type(
      await screen.findByLabelText('Your reply'),
      'Thanks for the fair review, see you soon.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(page.querySelector('[data-reply-edit]')).not.toBeNull());
    // The review's HTML was replaced: its new Reply button takes the focus.
    await waitFor(() => expect(hook()).toHaveFocus());

    await user.click(page.querySelector<HTMLElement>('[data-reply-edit]')!);
    const field = await screen.findByLabelText('Your reply');
    expect(field).toHaveValue('Thanks for the fair review, see you soon.');
    await user.clear(field);
    await user.type(field, 'We paid out the pending withdrawal today.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(page.querySelector('[data-reply-text]')).toHaveTextContent(
        'We paid out the pending withdrawal today.',
      ),
    );

    await user.click(page.querySelector<HTMLElement>('[data-reply-delete]')!);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this reply?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete reply' }));
    await waitFor(() => expect(page.querySelector('[data-review-reply-item]')).toBeNull());
    // The deleted reply's button is gone: the review itself takes the focus.
    await waitFor(() =>
      expect(page.querySelector(`[data-review][data-review-id="${review.id}"]`)).toHaveFocus(),
    );

    expect(calls.map((entry) => entry.method)).toEqual(['POST', 'PUT', 'DELETE']);
    expect(calls.every((entry) => entry.authorization === AUTHORIZATION)).toBe(true);
    const replyId = calls[1]!.body.get('id');
    expect(replyId).toMatch(/^\d+$/);
    expect(Object.fromEntries(calls[2]!.body)).toEqual({
      id: replyId,
      reviewId: String(review.id),
      purpose: 'CASINO_DETAIL',
    });
  });

  it('an empty or too long reply is an error on the field; nothing is sent', async () => {
    asMember(REP);
    const page = await casinoPage(1);
    const calls = record(REPLY_PATH);
    const user = renderActions();
    await user.click(page.querySelector<HTMLElement>('[data-review-reply]')!);
    const field = await screen.findByLabelText('Your reply');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('0 / 200 characters Please write a reply.');
    await user.click(field);
    await user.paste('x'.repeat(201));
    expect(screen.getByText('201 / 200 characters')).toHaveAttribute('data-over', 'true');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(field).toHaveAccessibleDescription(
      '201 / 200 characters Please keep your reply to 200 characters.',
    );
    expect(calls).toHaveLength(0);
  });

  it('a huge paste keeps only a little past the maximum, still counted and refused', async () => {
    asMember(REP);
    const page = await casinoPage(1);
    const calls = record(REPLY_PATH);
    const user = renderActions();
    await user.click(page.querySelector<HTMLElement>('[data-review-reply]')!);
    const field = await screen.findByLabelText<HTMLTextAreaElement>('Your reply');
    await user.click(field);
    await user.paste('x'.repeat(100_000));
    const kept = 200 + TEXT_KEPT_BEYOND_MAX;
    expect(field.value).toHaveLength(kept);
    expect(screen.getByText(`${kept} / 200 characters`)).toHaveAttribute('data-over', 'true');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(field).toHaveAccessibleDescription(
      `${kept} / 200 characters Please keep your reply to 200 characters.`,
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['code-8200', 'The form contains errors.'],
    ['server-error', 'Something went wrong on our side. Please try again later.'],
    ['network-error', 'Something went wrong. Please try again.'],
  ])('%s in the reply form: the message in the form, the text stays', async (scenario, message) => {
    asMember(REP);
    const page = await casinoPage(1);
    setScenario(scenario);
    const user = renderActions();
    await user.click(page.querySelector<HTMLElement>('[data-review-reply]')!);
    const field = await screen.findByLabelText('Your reply');
    await user.type(field, 'Thank you for the detailed review.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveValue('Thank you for the detailed review.');
    expect(screen.getByRole('button', { name: 'Send reply' })).not.toHaveAttribute('aria-busy');
  });

  it('8214 in the reply form: the pending-review message, the editor cleared', async () => {
    asMember(REP);
    const page = await casinoPage(1);
    setScenario('code-8214');
    const user = renderActions();
    await user.click(page.querySelector<HTMLElement>('[data-review-reply]')!);
    await user.type(
      await screen.findByLabelText('Your reply'),
      'Thank you for the detailed review.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/waiting for review/);
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('7000 in the reply form: the login-required message', async () => {
    asMember(REP);
    const page = await casinoPage(1);
    setScenario('code-7000');
    const user = renderActions();
    await user.click(page.querySelector<HTMLElement>('[data-review-reply]')!);
    await user.type(
      await screen.findByLabelText('Your reply'),
      'Thank you for the detailed review.',
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue.');
  });
});
