import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import { PASSWORD_STRENGTH_MAX_CHARS, scorePassword, strengthOf } from './passwordStrength';
import type { StrengthScore } from './passwordStrength';

const checked: string[] = [];

vi.mock('@zxcvbn-ts/core', async (importOriginal) => {
  const original = await importOriginal<typeof ZxcvbnCore>();
  class ZxcvbnFactory extends original.ZxcvbnFactory {
    override check(password: string, userInputs?: (string | number)[]) {
      checked.push(password);
      return super.check(password, userInputs);
    }
  }
  return { ...original, ZxcvbnFactory };
});

describe('password strength', () => {
  it.each<[StrengthScore, number, string]>([
    [0, 1, 'Weak'],
    [1, 1, 'Weak'],
    [2, 2, 'Weak'],
    [3, 3, 'Almost perfect'],
    [4, 4, 'Perfect'],
  ])('score %i shows %i bar(s) and "%s"', (score, bars, label) => {
    expect(strengthOf(score)).toMatchObject({ score, bars, label });
  });

  it('scores only the first 150 characters', async () => {
    const head = 'a'.repeat(PASSWORD_STRENGTH_MAX_CHARS);
    const score = await scorePassword(`${head}Zq9!xW#4vL%p`);
    expect(checked.at(-1)).toBe(head);
    expect(score).toBe(await scorePassword(head));
    expect(PASSWORD_STRENGTH_MAX_CHARS).toBe(150);
  });

  it('gives a common password a low score and a long random one 4', async () => {
    expect(await scorePassword('password')).toBeLessThanOrEqual(1);
    expect(await scorePassword('Tr0ub4dor&3-horse-staple')).toBe(4);
  });
});
