import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { HttpResponse, http } from 'msw';
import { ALICE, AUTHORIZATION, asMember, casinoPage, record } from './test/helpers';
import {
  REVIEW_PATH,
  TOKEN,
  aliceReview,
  dialog,
  listen,
  reload,
  renderFlow,
  setUpFlowTests,
} from './test/flow';

setUpFlowTests();

describe('edit, revert and delete', () => {
  it('edit: PUT with the authorization header, review-pending, the page shows Revert changes', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    const calls = record(REVIEW_PATH);
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-edit][data-review-id="${own.id}"]`)!,
    );
    const textarea = await screen.findByLabelText('Your review (optional)');
    expect(textarea).toHaveValue(own.text);
    await user.clear(textarea);
    await user.type(textarea, 'Updated after a second withdrawal.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await dialog('Your changes are waiting for approval')).toBeInTheDocument();
    const put = calls.find((entry) => entry.method === 'PUT')!;
    expect(put.authorization).toBe(AUTHORIZATION);
    expect(calls.find((entry) => entry.method === 'GET')?.authorization).toBe(AUTHORIZATION);
    await waitFor(() => expect(put.body.get('id')).toBe(String(own.id)));
    const review = page.querySelector(`[data-review-id="${own.id}"]`)!;
    expect(review.querySelector('[data-review-text]')).toHaveTextContent(own.text);
    expect(review.querySelector('[data-review-revert]')).not.toBeNull();
    // The Edit button the flow was opened with was replaced: its new self takes the focus.
    await user.click(
      within(await dialog('Your changes are waiting for approval')).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(review.querySelector('[data-review-edit]')).toHaveFocus());
  });

  it('revert: confirm, the restored review replaces the element, then thank-you', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-edit][data-review-id="${own.id}"]`)!,
    );
    await user.type(await screen.findByLabelText('Your review (optional)'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await user.click(
      within(await dialog('Your changes are waiting for approval')).getByRole('button', {
        name: 'Close',
      }),
    );
    const calls = record(`${REVIEW_PATH}/revert`);
    const statistics = page.querySelector('[data-review-stats]');
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-revert][data-review-id="${own.id}"]`)!,
    );
    const step = await dialog('Revert your changes?');
    await user.click(within(step).getByRole('button', { name: 'Revert changes' }));
    expect(
      await screen.findByText('Your review is back to its published version.'),
    ).toBeInTheDocument();
    expect(calls[0]!.authorization).toBe(AUTHORIZATION);
    await waitFor(() =>
      expect(Object.fromEntries(calls[0]!.body)).toEqual({
        id: String(own.id),
        recaptchaToken: TOKEN,
        purpose: 'CASINO_DETAIL',
      }),
    );
    expect(page.querySelector(`[data-review-id="${own.id}"] [data-review-revert]`)).toBeNull();
    expect(page.querySelector(`[data-review-id="${own.id}"]`)).toHaveAttribute('data-review-flash');
    // The statistics of the answer replace the page's.
    expect(page.querySelector('[data-review-stats]')).not.toBe(statistics);
    expect(page.querySelector('[data-review-stats]')).toHaveAttribute(
      'data-casino-id',
      String(own.casinoId),
    );
  });

  it('delete answered with revertedReviewId: the restored review takes the deleted version’s place', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    const restored = page
      .querySelector(`[data-review-id="${own.id}"]`)!
      .closest('li')!
      .outerHTML.replace(/Edit\s*<\/button>/, 'Edit</button><span data-restored></span>');
    server.use(
      http.delete(REVIEW_PATH, () =>
        HttpResponse.json({
          code: 200,
          reviewId: own.id,
          revertedReviewId: own.id,
          reviewHtml: restored,
          statisticsHtml: null,
          resultsHtml: null,
        }),
      ),
    );
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${own.id}"]`)!,
    );
    await user.click(
      within(await dialog('Delete your review?')).getByRole('button', { name: 'Delete review' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your review is back to its published version.',
    );
    expect(page.querySelectorAll(`[data-review][data-review-id="${own.id}"]`)).toHaveLength(1);
    expect(
      page.querySelector(`[data-review][data-review-id="${own.id}"] [data-restored]`),
    ).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('delete: the review leaves the page; with no deletable review left the page reloads', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    const calls = record(REVIEW_PATH);
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${own.id}"]`)!,
    );
    const step = await dialog('Delete your review?');
    await user.click(within(step).getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(page.querySelector(`[data-review-id="${own.id}"]`)).toBeNull();
    const sent = calls.find((entry) => entry.method === 'DELETE')!;
    expect(sent.authorization).toBe(AUTHORIZATION);
    expect(Object.fromEntries(sent.body)).toEqual({
      id: String(own.id),
      recaptchaToken: TOKEN,
      purpose: 'CASINO_DETAIL',
    });
    expect(db.reviews.some((review) => review.id === own.id)).toBe(false);
  });

  it('delete: another deletable review remains, so no reload and the thank-you step', async () => {
    asMember(ALICE);
    const [first, second] = db.reviews.filter((review) => review.userId === ALICE);
    await casinoPage(first!.casinoId);
    await casinoPage(second!.casinoId);
    const user = renderFlow();
    await user.click(
      document.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${first!.id}"]`)!,
    );
    await user.click(
      within(await dialog('Delete your review?')).getByRole('button', { name: 'Delete review' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your review has been deleted.');
    expect(reload).not.toHaveBeenCalled();
    expect(document.querySelector(`[data-review-id="${first!.id}"]`)).toBeNull();
  });

  it('delete: the statistics follow, and the focus goes to the next review once closed', async () => {
    asMember(ALICE);
    const [first, second] = db.reviews.filter((review) => review.userId === ALICE);
    const page = await casinoPage(first!.casinoId);
    await casinoPage(second!.casinoId);
    const total = db.reviews.filter((review) => review.casinoId === first!.casinoId).length;
    const item = page.querySelector(`[data-review-id="${first!.id}"]`)!.closest('li')!;
    const next = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector(
      '[data-review]',
    );
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${first!.id}"]`)!,
    );
    const step = await dialog('Delete your review?');
    const status = within(step).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(within(step).getByRole('button', { name: 'Delete review' }));
    // The same live region speaks, so the result is announced.
    await waitFor(() => expect(status).toHaveTextContent('Your review has been deleted.'));
    expect(page.querySelector('[data-review-stats]')).toHaveAttribute(
      'data-total',
      String(total - 1),
    );
    await user.click(within(await dialog('Thank you')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(next).toBeInstanceOf(HTMLElement);
    expect(next).toHaveFocus();
  });

  it('delete of the only review of a list: the focus goes to Write a review', async () => {
    asMember(ALICE);
    const [first, second] = db.reviews.filter((review) => review.userId === ALICE);
    db.reviews = db.reviews.filter(
      (review) => review.casinoId !== first!.casinoId || review === first,
    );
    const page = await casinoPage(first!.casinoId);
    await casinoPage(second!.casinoId);
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${first!.id}"]`)!,
    );
    await user.click(
      within(await dialog('Delete your review?')).getByRole('button', { name: 'Delete review' }),
    );
    await dialog('Thank you');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const write = page.querySelector(`[data-review-create][data-casino-id="${first!.casinoId}"]`);
    expect(write).toHaveFocus();
  });

  it('delete without a session: the login-required message', async () => {
    asMember(ALICE);
    const own = aliceReview();
    const page = await casinoPage(own.casinoId);
    db.sessionUserId = null;
    const user = renderFlow();
    await user.click(
      page.querySelector<HTMLElement>(`[data-review-delete][data-review-id="${own.id}"]`)!,
    );
    await user.click(
      within(await dialog('Delete your review?')).getByRole('button', { name: 'Delete review' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please log in to continue.');
    expect(page.querySelector(`[data-review-id="${own.id}"]`)).not.toBeNull();
    const auth = listen('auth:open');
    await user.click(within(alert).getByRole('button', { name: 'Log in or sign up' }));
    expect(JSON.parse(auth.seen[0]!.reopen!)).toMatchObject({
      step: `/reviews/delete-review/${own.id}`,
      casinoId: own.casinoId,
    });
    auth.off();
  });
});
