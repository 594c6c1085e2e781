import { casinoWizard } from './wizard';

describe('casino wizard contract', () => {
  const answers = { bonusType: 'FREE_SPINS', gameGenres: ['SLOT', 'LIVE'], casinoType: 'NEW' };

  it('posts the three answers as form fields, genres as a list of at least one', () => {
    expect(casinoWizard).toMatchObject({
      method: 'POST',
      path: '/frontendService/casinoWizard',
      encoding: 'form',
    });
    expect(casinoWizard.request.safeParse(answers).success).toBe(true);
    expect(casinoWizard.request.safeParse({ ...answers, gameGenres: [] }).success).toBe(false);
    expect(casinoWizard.request.safeParse({ ...answers, bonusType: 'ANY' }).success).toBe(false);
  });

  it('a 200 carries the result HTML; another code a message', () => {
    const parse = (answer: unknown) => casinoWizard.response.safeParse(answer).success;
    expect(parse({ code: 200, html: '<ol></ol>' })).toBe(true);
    expect(parse({ code: 200 })).toBe(false);
    expect(parse({ code: 200, html: '' })).toBe(false);
    expect(parse({ code: 8200, message: 'Try again' })).toBe(true);
    expect(parse({ code: 'OK', html: 42 })).toBe(false);
  });
});
