import { CODE_OK, WIZARD_CASINO_TYPES, wizard } from '@casino/api';
import type { CasinoWizardRequest } from '@casino/api';
import { db } from '../store/db';
import { setScenario } from '../scenarios';
import { all, fragment, request, send } from '../testClient';
import { CASINO_TYPE_RULES, WIZARD_RESULT_COUNT, matchCasinos } from './wizard';

const answers: CasinoWizardRequest = {
  bonusType: 'DEPOSIT',
  gameGenres: ['SLOT', 'LIVE'],
  casinoType: 'TRUSTED',
};

describe('casino wizard', () => {
  it('lists the catalogue casinos that fit every answer, best first', async () => {
    const answer = await send(wizard.casinoWizard, answers);
    expect(answer.code).toBe(CODE_OK);
    const items = all(fragment(answer.html!), '[data-casino-id]');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(WIZARD_RESULT_COUNT);
    for (const item of items) {
      const casino = db.casinos.find((c) => c.id === Number(item.dataset.casinoId))!;
      expect(casino.reputationColor).toBe('green');
      expect(
        db.bonuses.some((bonus) => bonus.casinoId === casino.id && bonus.type === 'DEPOSIT'),
      ).toBe(true);
      expect(item.textContent).toContain(casino.name);
    }
    // Most chosen genres first, then the higher safety index.
    const order = matchCasinos(answers).map((m) => [m.genres.length, m.casino.rating] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(order).toEqual(sorted);
  });

  it('every casino type has casinos in the seeded catalogue', () => {
    for (const type of WIZARD_CASINO_TYPES)
      expect(db.casinos.filter(CASINO_TYPE_RULES[type]).length).toBeGreaterThan(0);
  });

  it('says so when no casino fits', async () => {
    db.bonuses = db.bonuses.filter((bonus) => bonus.type !== 'CASHBACK');
    const answer = await send(wizard.casinoWizard, { ...answers, bonusType: 'CASHBACK' });
    const result = fragment(answer.html!);
    expect(all(result, '[data-casino-id]')).toHaveLength(0);
    expect(result.textContent).toContain('No casino matches all your answers');
  });

  it('refuses answers without a genre', async () => {
    const response = await request(wizard.casinoWizard, { ...answers, gameGenres: [] });
    expect(response.status).toBe(400);
  });

  it('answers the generic failure scenarios', async () => {
    setScenario('code-8200');
    expect(await send(wizard.casinoWizard, answers)).toMatchObject({ code: 8200 });
    setScenario('malformed-answer');
    const broken = await request(wizard.casinoWizard, answers);
    expect(wizard.casinoWizard.response.safeParse(await broken.json()).success).toBe(false);
  });
});
