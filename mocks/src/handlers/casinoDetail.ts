/**
 * The casino detail page's services: the bonuses tab, the complaints by status, the
 * payment providers popup, the unfair-terms texts and the user reviews address. An
 * unknown casino or terms id answers 404.
 */
import { HttpResponse } from 'msw';
import { casinoDetail } from '@casino/api';
import { db } from '../store/db';
import { handle } from '../handle';
import { complaintsHtml } from '../markup/complaintsMarkup';
import { html } from '../markup/html';
import type { SafeHtml } from '../markup/html';

/** Complaints per page of the reputation tab (its "show more" brings the next). */
export const CASINO_COMPLAINTS_PAGE_SIZE = 2;

/** The unfair terms of the fake backend, by id (SPEC §3 Terms content). */
export const UNFAIR_TERMS: Record<number, { text: string; explanation: string }> = {
  1: {
    text: 'The casino may withhold winnings above €5,000 a month.',
    explanation:
      'A monthly cap on withdrawals means a large win is paid out over many months, or never.',
  },
  2: {
    text: 'Bonuses expire after 7 days without play, and their winnings with them.',
    explanation: 'Seven days is short for a 35× wagering requirement.',
  },
};

const notFound = (what: string) =>
  HttpResponse.json({ code: 404, message: `No ${what}` }, { status: 404 });

const casinoById = (id: number) => db.casinos.find((casino) => casino.id === id);

function bonusesHtml(casinoId: number): SafeHtml {
  const bonuses = db.bonuses.filter((bonus) => bonus.casinoId === casinoId);
  if (bonuses.length === 0) return html`<p data-casino-bonuses>No bonuses right now.</p>`;
  return html`<ul class="cg-casino-bonuses" data-casino-bonuses>
    ${bonuses.map(
      (bonus) =>
        html`<li data-bonus-id="${bonus.id}">
          <strong>${bonus.name}</strong>: wagering ${String(bonus.wagering)}×
          <a class="cg-button" href="/exit/bonus-${bonus.id}" rel="nofollow noopener">Get bonus</a>
        </li>`,
    )}
  </ul>`;
}

function providersHtml(methods: string[]): SafeHtml {
  return html`<ul class="cg-payment-providers">
    ${methods.map((method) => html`<li>${method}</li>`)}
  </ul>`;
}

export const casinoDetailHandlers = [
  handle(casinoDetail.casinoBonusesService, ({ casinoId }) =>
    casinoById(casinoId) ? bonusesHtml(casinoId).value : notFound(`casino ${casinoId}`),
  ),
  handle(casinoDetail.casinoDetailComplaints, ({ casinoId, complaintStatus }) =>
    casinoById(casinoId)
      ? complaintsHtml({
          page: 1,
          pageSize: CASINO_COMPLAINTS_PAGE_SIZE,
          casinoId,
          status: complaintStatus,
        }).value
      : notFound(`casino ${casinoId}`),
  ),
  handle(casinoDetail.casinoPaymentProviders, ({ casinoId }) => {
    const casino = casinoById(casinoId);
    return casino
      ? { popupHtml: providersHtml(casino.paymentMethods).value }
      : notFound(`casino ${casinoId}`);
  }),
  handle(casinoDetail.termsAndConditionContent, ({ id }) => {
    const terms = UNFAIR_TERMS[id];
    return terms ? { terms: { id, ...terms } } : notFound(`terms ${id}`);
  }),
  handle(casinoDetail.generateCasinoUserReviewsLink, ({ casinoId }) =>
    casinoById(casinoId) ? `/reviews.html#casino_id=${casinoId}` : notFound(`casino ${casinoId}`),
  ),
];
