import { DEFAULT_IDLE_AFTER_MS, activeUntil, isActive } from './activity';

describe('activity', () => {
  it('keeps a visitor active for 30 s after their last input when no time is given', () => {
    expect(DEFAULT_IDLE_AFTER_MS).toBe(30_000);
    expect(isActive(1_000, 31_000)).toBe(true);
    expect(isActive(1_000, 31_001)).toBe(false);
    expect(activeUntil(1_000)).toBe(31_000);
  });

  it('uses the time a caller gives (3 s for the userscore, 5 s for the modal manager)', () => {
    expect(isActive(0, 3_000, 3_000)).toBe(true);
    expect(isActive(0, 3_001, 3_000)).toBe(false);
    expect(activeUntil(0, 5_000)).toBe(5_000);
  });
});
