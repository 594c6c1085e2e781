/**
 * The markup of a review, its replies (with their translations), its like button and a
 * casino's review statistics, as the fake server renders them (see ./reviews.ts for the
 * hooks).
 */
import { forumHooks, gamesHooks, pageHooks, reviewsHooks } from '@casino/api';
import { db } from '../store/db';
import type { Casino } from '../fixtures/catalogue';
import type { Review } from '../fixtures/community';
import { attrs, html } from './html';
import type { SafeHtml } from './html';
import { casinoUrl } from '../handlers/lists';
import { plural } from '../store/listing';
import { likeKey, representsCasino, reviewExtras } from '../store/reviewExtras';

export const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const MAX_STARS = 5;

export const casinoOf = (id: number): Casino | undefined =>
  db.casinos.find((casino) => casino.id === id);
export const userOf = (id: number) => db.users.find((user) => user.id === id);
export const profileUrl = (userName: string) => `/user/${encodeURIComponent(userName)}/reviews`;

function starsHtml(stars: number): SafeHtml {
  return html`<span
    class="cg-stars"
    role="img"
    aria-label="${stars} out of ${MAX_STARS} stars"
    data-stars="${stars}"
    >${'★'.repeat(stars)}${'☆'.repeat(MAX_STARS - stars)}</span
  >`;
}

/** The languages the fake server translates replies into (SPEC §4 Reply translation). */
const TRANSLATIONS = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
];

/** The fake's "translation": the text marked with the language, enough to tell them apart. */
const fakeTranslation = (text: string, language: string) => `[${language}] ${text}`;

function repliesHtml(review: Review): SafeHtml | false {
  const replies = reviewExtras().replies.filter((reply) => reply.reviewId === review.id);
  if (replies.length === 0) return false;
  const mayEdit = representsCasino(review.casinoId);
  return html`<div class="cg-review__replies" data-review-replies ${pageHooks.replies}>
    <div class="cg-review__translate" data-reply-translate>
      <label
        >Show the replies in
        <select ${pageHooks.replyLanguage}>
          <option value="">their original language</option>
          ${TRANSLATIONS.map(
            (language) => html`<option value="${language.code}">${language.name}</option>`,
          )}
        </select></label
      >
      <p class="cg-review__translation-warning" ${pageHooks.translationWarning} hidden>
        Translated automatically: the meaning may differ from the original.
      </p>
    </div>
    ${replies.map((reply) => {
      const author = userOf(reply.userId);
      const onBehalf = reply.onBehalfOfId === undefined ? undefined : casinoOf(reply.onBehalfOfId);
      return html`<div
        ${attrs({
          class: 'cg-review__reply',
          [reviewsHooks.reviewReplyItem]: true,
          [reviewsHooks.replyId]: reply.id,
          'data-on-behalf-of-id': reply.onBehalfOfId,
          lang: reply.languageCode,
        })}
      >
        <p class="cg-review__reply-author">
          ${onBehalf ? `${onBehalf.name} (${author?.userName ?? 'Representative'})` : author?.userName}
        </p>
        <p ${pageHooks.replyText}>${reply.text}</p>
        ${TRANSLATIONS.filter((language) => language.code !== reply.languageCode).map(
          (language) =>
            html`<p ${pageHooks.replyTranslation}="${language.code}" lang="${language.code}" hidden>
              ${fakeTranslation(reply.text, language.name)}
            </p>`,
        )}
        ${
          mayEdit &&
          html`<button
              type="button"
              ${reviewsHooks.replyEdit}
              ${reviewsHooks.replyId}="${reply.id}"
              ${reviewsHooks.reviewId}="${review.id}"
            >
              Edit reply
            </button>
            <button
              type="button"
              ${reviewsHooks.replyDelete}
              ${reviewsHooks.replyId}="${reply.id}"
              ${reviewsHooks.reviewId}="${review.id}"
            >
              Delete reply
            </button>`
        }
      </div>`;
    })}
  </div>`;
}

/** The like button of a review, as the session member sees it. */
export function likeButtonHtml(review: Review): SafeHtml {
  const liked =
    db.sessionUserId !== null &&
    reviewExtras().likes.includes(likeKey(review.id, db.sessionUserId));
  return html`<button
    ${attrs({
      type: 'button',
      class: 'cg-review__like',
      [reviewsHooks.reviewLike]: true,
      [gamesHooks.itemId]: review.id,
      [pageHooks.liked]: String(liked),
      'aria-pressed': String(liked),
    })}
  >
    Helpful <span ${pageHooks.likeCount}>${review.likes}</span>
  </button>`;
}

export function reviewHtml(
  review: Review,
  options: { showCasino: boolean; highlighted?: boolean },
): SafeHtml {
  const author = userOf(review.userId);
  const casino = casinoOf(review.casinoId);
  const own = db.sessionUserId !== null && review.userId === db.sessionUserId;
  const revision = reviewExtras().revisions.find((item) => item.reviewId === review.id);
  return html`<li
    ${attrs({ class: 'cg-review-item', [pageHooks.card]: 'review', 'data-card-id': `review-${review.id}` })}
  >
    <article
      ${attrs({
        class: 'cg-review',
        id: `review-${review.id}`,
        [reviewsHooks.review]: true,
        [reviewsHooks.reviewId]: review.id,
        [reviewsHooks.casinoId]: review.casinoId,
        'data-casino-name': casino?.name,
        [forumHooks.userId]: review.userId,
        'data-stars': review.stars,
        'data-review-own': own,
        'data-review-highlighted': options.highlighted ?? false,
      })}
    >
      <header class="cg-review__header">
        ${
          author
            ? html`<a
                class="cg-review__author"
                href="${profileUrl(author.userName)}"
                data-review-author
                >${author.userName}</a
              >`
            : html`<span class="cg-review__author">Former member</span>`
        }
        ${starsHtml(review.stars)}
        <time datetime="${review.createdOn}">${dateFormat.format(new Date(review.createdOn))}</time>
        ${
          options.showCasino &&
          casino &&
          html`<a class="cg-review__casino" href="${casinoUrl(casino)}" data-review-casino
            >${casino.name}</a
          >`
        }
      </header>
      <p class="cg-review__text" data-review-text>${review.text}</p>
      <footer class="cg-review__actions">
        ${likeButtonHtml(review)}
        ${
          representsCasino(review.casinoId) &&
          html`<button
            type="button"
            ${reviewsHooks.reviewReply}
            ${reviewsHooks.reviewId}="${review.id}"
            ${reviewsHooks.casinoId}="${review.casinoId}"
          >
            Reply
          </button>`
        }
        ${
          own &&
          html`<button
              type="button"
              ${reviewsHooks.reviewEdit}
              ${reviewsHooks.reviewId}="${review.id}"
            >
              Edit
            </button>
            <button
              type="button"
              ${reviewsHooks.reviewDelete}
              ${reviewsHooks.reviewId}="${review.id}"
            >
              Delete
            </button>`
        }
        ${
          own &&
          revision &&
          html`<button
            type="button"
            ${reviewsHooks.reviewRevert}
            ${reviewsHooks.reviewId}="${review.id}"
          >
            Revert changes
          </button>`
        }
      </footer>
      ${
        own &&
        revision &&
        html`<p class="cg-review__pending" data-review-pending-note>
          Your changes are waiting for approval; the published version shows until then.
        </p>`
      }
      ${repliesHtml(review)}
    </article>
  </li>`;
}

export function statisticsHtml(casino: Casino): SafeHtml {
  const own = db.reviews.filter((review) => review.casinoId === casino.id);
  const total = own.length;
  const average = total ? own.reduce((sum, review) => sum + review.stars, 0) / total : 0;
  const rounded = (Math.round(average * 10) / 10).toFixed(1);
  const perStars = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: own.filter((review) => review.stars === stars).length,
  }));
  return html`<section
    ${attrs({
      class: 'cg-review-stats',
      [reviewsHooks.reviewStats]: true,
      [reviewsHooks.casinoId]: casino.id,
      'data-total': total,
      'data-average': rounded,
    })}
    aria-labelledby="cg-review-stats-${casino.id}"
  >
    <h3 id="cg-review-stats-${casino.id}">User reviews of ${casino.name}</h3>
    ${
      total === 0
        ? html`<p class="cg-review-stats__empty">No reviews yet. Be the first to write one.</p>`
        : html`<p class="cg-review-stats__summary">
              <strong data-average>${rounded}</strong> out of ${MAX_STARS} from
              <span data-total>${plural(total, 'review', 'reviews')}</span>
            </p>
            <ul class="cg-review-stats__bars">
              ${perStars.map(
                ({ stars, count }) =>
                  html`<li data-stars="${stars}">
                    <span class="cg-review-stats__label">${plural(stars, 'star', 'stars')}</span>
                    <meter
                      min="0"
                      max="${total}"
                      value="${count}"
                      aria-label="${plural(stars, 'star', 'stars')}: ${plural(count, 'review', 'reviews')}"
                    >
                      ${count}
                    </meter>
                    <span data-count>${count}</span>
                  </li>`,
              )}
            </ul>`
    }
    <button
      type="button"
      class="cg-button"
      ${reviewsHooks.reviewCreate}
      ${reviewsHooks.casinoId}="${casino.id}"
      data-casino-name="${casino.name}"
    >
      Write a review
    </button>
  </section>`;
}
