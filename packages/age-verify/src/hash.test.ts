import { ageVerifyRequested, withoutAgeVerify } from './hash';

describe('the enableAgeVerify hash', () => {
  it('is read alone, among other parameters and with a value', () => {
    expect(ageVerifyRequested('#enableAgeVerify')).toBe(true);
    expect(ageVerifyRequested('#review&enableAgeVerify')).toBe(true);
    expect(ageVerifyRequested('#enableAgeVerify=true')).toBe(true);
    expect(ageVerifyRequested('#enableAgeVerify=false')).toBe(false);
    expect(ageVerifyRequested('#playGame')).toBe(false);
    expect(ageVerifyRequested('')).toBe(false);
  });

  it('is taken out of the hash, leaving the other parameters as they were', () => {
    expect(withoutAgeVerify('#enableAgeVerify')).toBe('');
    expect(withoutAgeVerify('#review&enableAgeVerify')).toBe('#review');
    expect(withoutAgeVerify('#tab=reviews&enableAgeVerify=true&playGame')).toBe(
      '#tab=reviews&playGame',
    );
  });
});
