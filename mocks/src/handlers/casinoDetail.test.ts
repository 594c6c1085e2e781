import { casinoDetail } from '@casino/api';
import { db } from '../store/db';
import { setScenario } from '../scenarios';
import { CASINO_COMPLAINTS_PAGE_SIZE, UNFAIR_TERMS } from './casinoDetail';
import { all, fragment, request, send } from '../testClient';

const CASINO = 1;

describe('casino detail services', () => {
  it('casinoBonusesService: the casino’s bonuses with their /exit links', async () => {
    const answer = await send(casinoDetail.casinoBonusesService, { casinoId: CASINO });
    const items = all(fragment(answer), '[data-bonus-id]');
    const expected = db.bonuses.filter((bonus) => bonus.casinoId === CASINO);
    expect(items.map((item) => item.dataset.bonusId)).toEqual(
      expected.map((bonus) => String(bonus.id)),
    );
    expect(items[0]!.querySelector('a')!.getAttribute('href')).toMatch(/^\/exit\//);
  });

  it('casinoDetailComplaints: one status, or all of them when the status is left out', async () => {
    const statuses = (html: string) =>
      all(fragment(html), '[data-complaint]').map((item) => item.dataset.status);
    const open = await send(casinoDetail.casinoDetailComplaints, {
      casinoId: CASINO,
      complaintStatus: 'OPEN',
    });
    const ours = db.complaints.filter((complaint) => complaint.casinoId === CASINO);
    // The first casino has complaints of every status.
    expect(new Set(statuses(open))).toEqual(new Set(['OPEN']));
    const everything = await send(casinoDetail.casinoDetailComplaints, { casinoId: CASINO });
    expect(statuses(everything)).toHaveLength(Math.min(ours.length, CASINO_COMPLAINTS_PAGE_SIZE));
  });

  it('casinoPaymentProviders: the casino’s payment methods in popupHtml', async () => {
    const answer = await send(casinoDetail.casinoPaymentProviders, { casinoId: CASINO });
    expect(all(fragment(answer.popupHtml), 'li').map((item) => item.textContent)).toEqual(
      db.casinos.find((casino) => casino.id === CASINO)!.paymentMethods,
    );
  });

  it('termsAndConditionContent: the text and explanation of a term, 404 for another id', async () => {
    const answer = await send(casinoDetail.termsAndConditionContent, {
      id: 1,
      explanationId: 1,
      typeId: 1,
    });
    expect(answer.terms).toEqual({ id: 1, ...UNFAIR_TERMS[1] });
    const missing = await request(casinoDetail.termsAndConditionContent, {
      id: 99,
      explanationId: 1,
      typeId: 1,
    });
    expect(missing.status).toBe(404);
  });

  it('generateCasinoUserReviewsLink: the address of the casino’s reviews', async () => {
    const link = await send(casinoDetail.generateCasinoUserReviewsLink, {
      casinoId: CASINO,
      langId: 1,
    });
    expect(link).toBe(`/reviews.html#casino_id=${CASINO}`);
  });

  it('an unknown casino answers 404', async () => {
    expect((await request(casinoDetail.casinoBonusesService, { casinoId: 999 })).status).toBe(404);
  });

  it.each([
    ['casino-bonuses-down', casinoDetail.casinoBonusesService, { casinoId: CASINO }],
    ['casino-complaints-down', casinoDetail.casinoDetailComplaints, { casinoId: CASINO }],
    ['payment-providers-down', casinoDetail.casinoPaymentProviders, { casinoId: CASINO }],
    [
      'unfair-terms-down',
      casinoDetail.termsAndConditionContent,
      { id: 1, explanationId: 1, typeId: 1 },
    ],
    [
      'reviews-link-down',
      casinoDetail.generateCasinoUserReviewsLink,
      { casinoId: CASINO, langId: 1 },
    ],
  ] as const)('scenario %s fails that service only', async (name, endpoint, input) => {
    setScenario(name);
    expect((await request(endpoint as never, input as never)).status).toBe(500);
    expect((await request(casinoDetail.casinoBonusesService, { casinoId: CASINO })).status).toBe(
      name === 'casino-bonuses-down' ? 500 : 200,
    );
  });
});
