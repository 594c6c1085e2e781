import { home } from '@casino/api';
import { db } from '../store/db';
import { setScenario } from '../scenarios';
import { fragment, request, send } from '../testClient';

describe('home page calls', () => {
  it('answers a bonus card detail with the bonus and its casino', async () => {
    const bonus = db.bonuses[0]!;
    const detail = fragment(await send(home.bonusCardHomepageDetail, { bonusId: bonus.id }));
    expect(detail.querySelector('[data-bonus-id]')?.getAttribute('data-bonus-id')).toBe(
      String(bonus.id),
    );
    expect(detail.textContent).toContain(db.casinos.find((c) => c.id === bonus.casinoId)!.name);
  });

  it('answers 404 for a bonus that does not exist', async () => {
    const response = await request(home.bonusCardHomepageDetail, { bonusId: 999_999 });
    expect(response.status).toBe(404);
  });

  it('counts the casinos month by month, never going down', async () => {
    const chart = await send(home.homeChart, { chart: 'casinos' });
    const values = chart.datasets[0]!.data.map((entry) => entry.value);
    expect(values.length).toBeGreaterThan(20);
    expect(values.at(-1)).toBe(db.casinos.length);
    expect(values.every((value, index) => index === 0 || value >= values[index - 1]!)).toBe(true);
  });

  it('counts the bonuses by type', async () => {
    const chart = await send(home.homeChart, { chart: 'bonuses' });
    const total = chart.datasets[0]!.data.reduce((sum, entry) => sum + entry.value, 0);
    expect(total).toBe(db.bonuses.length);
  });

  it('gives the reviews by rating with their total and its label', async () => {
    const chart = await send(home.homeChart, { chart: 'reviews' });
    const total = chart.datasets[0]!.data.reduce((sum, entry) => sum + entry.value, 0);
    expect(chart.totalUserReviews).toBe(db.reviews.length);
    expect(total).toBe(db.reviews.length);
    expect(chart.totalUserReviewsLabel).toBe('user reviews');
  });

  it('fails as the chosen scenario says', async () => {
    setScenario('server-error');
    const response = await request(home.homeChart, { chart: 'reviews' });
    expect(response.status).toBe(500);
  });
});
