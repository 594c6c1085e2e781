import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { showServerButton } from './likes';
import { ReviewActions } from './ReviewActions';
import { ALICE, addAuthorizationMeta, asMember, casinoPage, removePage } from './test/helpers';

const LIKE_PATH = '/frontendService/userReview/like';

function likeButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.dataset.reviewLike = '';
  button.setAttribute('aria-pressed', 'false');
  button.innerHTML = 'Helpful <span data-like-count>3</span>';
  document.body.append(button);
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
  removePage();
});

describe('the like answer’s html', () => {
  it('puts the server’s button content and state into the button, which keeps its focus', () => {
    const button = likeButton();
    button.focus();
    const shown = showServerButton(
      button,
      '<button data-review-like aria-pressed="true" data-liked="true">You and 4 others <span data-like-count>5</span></button>',
    );
    expect(shown).toBe(true);
    expect(button).toHaveTextContent('You and 4 others 5');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveFocus();
  });

  it('ignores an answer without a like button', () => {
    const button = likeButton();
    expect(showServerButton(button, '<p>nothing here</p>')).toBe(false);
    expect(showServerButton(button, undefined)).toBe(false);
    expect(button).toHaveTextContent('Helpful 3');
  });

  it('is what the page shows after a like', async () => {
    const removeMeta = addAuthorizationMeta();
    asMember(ALICE);
    const page = await casinoPage(1);
    const review = db.reviews.find((item) => item.casinoId === 1)!;
    server.use(
      http.post(LIKE_PATH, () =>
        HttpResponse.json({
          code: 200,
          message: null,
          html: `<button data-review-like data-item-id="${review.id}" aria-pressed="true">Liked by you <span data-like-count>42</span></button>`,
          likeCount: 42,
        }),
      ),
    );
    render(<ReviewActions purpose="CASINO_DETAIL" replyMaxLength={200} />);
    const button = page.querySelector<HTMLElement>(
      `[data-review-like][data-item-id="${review.id}"]`,
    )!;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Liked by you 42'));
    removeMeta();
  });
});
