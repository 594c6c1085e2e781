import { home } from '@casino/api';
import type { ChartData, HomeChartName } from '@casino/api';
import { HttpResponse } from 'msw';
import { db } from '../store/db';
import { handle } from '../handle';
import { html } from '../markup/html';
import {
  BONUS_TYPE_LABELS,
  bonusUrl,
  bonusValue,
  casinoOf,
  casinoUrl,
  tight,
} from '../markup/lists/cards';

const MONTHS_PER_YEAR = 12;
const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/** The month a casino was listed: its year of establishment, the month spread by id. */
const listedMonth = (casino: { id: number; established: number }) =>
  casino.established * MONTHS_PER_YEAR + (casino.id % MONTHS_PER_YEAR);

const monthName = (month: number) =>
  `${Math.floor(month / MONTHS_PER_YEAR)}-${String((month % MONTHS_PER_YEAR) + 1).padStart(2, '0')}`;

/** Casinos in the database month by month, from the first listed to the last. */
function casinosChart(): ChartData {
  const months = db.casinos.map(listedMonth).sort((a, b) => a - b);
  const first = months[0] ?? 0;
  const last = months.at(-1) ?? 0;
  const data = [];
  let listed = 0;
  for (let month = first; month <= last; month += 1) {
    while (months[listed] !== undefined && months[listed]! <= month) listed += 1;
    data.push({ name: monthName(month), value: listed });
  }
  return { datasets: [{ label: 'Casinos in our database', data }] };
}

function bonusesChart(): ChartData {
  const types = Object.keys(BONUS_TYPE_LABELS) as (keyof typeof BONUS_TYPE_LABELS)[];
  return {
    datasets: [
      {
        label: 'Bonuses',
        data: types.map((type) => ({
          name: BONUS_TYPE_LABELS[type],
          value: db.bonuses.filter((bonus) => bonus.type === type).length,
        })),
      },
    ],
  };
}

function reviewsChart(): ChartData {
  return {
    datasets: [
      {
        label: 'User reviews by rating',
        data: STAR_RATINGS.map((stars) => ({
          name: `${stars} ${stars === 1 ? 'star' : 'stars'}`,
          value: db.reviews.filter((review) => review.stars === stars).length,
        })),
      },
    ],
    totalUserReviews: db.reviews.length,
    totalUserReviewsLabel: 'user reviews',
  };
}

const CHARTS: Record<HomeChartName, () => ChartData> = {
  casinos: casinosChart,
  bonuses: bonusesChart,
  reviews: reviewsChart,
};

/** The bonus card detail of SPEC §7, as the modal shows it. */
export function renderBonusDetail(bonusId: number): string | null {
  const bonus = db.bonuses.find((candidate) => candidate.id === bonusId);
  if (!bonus) return null;
  const casino = casinoOf(bonus.casinoId);
  return tight(
    html`<div class="cg-bonus-detail" data-bonus-id="${bonus.id}">
      <p class="cg-bonus-detail__value">${bonusValue(bonus)}</p>
      <dl>
        <dt>Type</dt>
        <dd>${BONUS_TYPE_LABELS[bonus.type]}</dd>
        <dt>Wagering</dt>
        <dd>${bonus.wagering === 0 ? 'No wagering' : `${bonus.wagering}× the bonus`}</dd>
        ${
          casino &&
          html`<dt>Casino</dt>
            <dd><a href="${casinoUrl(casino)}">${casino.name}</a></dd>`
        }
      </dl>
      <p><a href="${bonusUrl(bonus)}">All terms of ${bonus.name}</a></p>
      <a
        class="cg-button"
        href="/exitb/bonus/${bonus.id}"
        rel="nofollow noopener sponsored"
        target="_blank"
        >Get bonus</a
      >
    </div>`,
  ).value;
}

export const homeHandlers = [
  handle(home.bonusCardHomepageDetail, ({ bonusId }) => {
    const detail = renderBonusDetail(bonusId);
    return detail ?? HttpResponse.text('No such bonus', { status: 404 });
  }),
  handle(home.homeChart, ({ chart }) => CHARTS[chart]()),
];
