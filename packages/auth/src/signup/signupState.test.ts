import { MS_PER_DAY } from '@casino/core';
import {
  SIGNUP_STATE_KEY,
  SIGNUP_STATE_TTL_MS,
  clearSignupState,
  readSignupState,
  saveSignupState,
} from './signupState';
import type { SignupState } from './signupState';

const STATE: SignupState = {
  authParam: 'a1b2',
  userRegistrationId: 42,
  email: 'newbie@example.com',
  urlAfterSignup: '/forum/thread-1',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('signup state', () => {
  it('is saved under signupState with its last-used time, nothing else', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const form = {
      ...STATE,
      password: 'secret-password',
      confirm_password: 'secret-password',
      errors: { login: 'taken' },
    };
    expect(saveSignupState(form)).toBe(true);
    const raw = localStorage.getItem(SIGNUP_STATE_KEY)!;
    expect(raw).not.toContain('secret-password');
    expect(raw).not.toContain('taken');
    expect(JSON.parse(raw)).toEqual({
      value: { ...STATE, lastUsed: Date.parse('2026-11-21T10:00:00Z') },
    });
    expect(readSignupState()).toEqual(STATE);
  });

  it('expires 1 hour after it was last used', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    saveSignupState(STATE);
    vi.advanceTimersByTime(SIGNUP_STATE_TTL_MS - 1);
    expect(readSignupState()).toEqual(STATE);
    // Using it again keeps it another hour.
    saveSignupState(STATE);
    vi.advanceTimersByTime(SIGNUP_STATE_TTL_MS - 1);
    expect(readSignupState()).toEqual(STATE);
    vi.advanceTimersByTime(1);
    expect(readSignupState()).toBeNull();
    expect(localStorage.getItem(SIGNUP_STATE_KEY)).toBeNull();
    expect(SIGNUP_STATE_TTL_MS).toBe(MS_PER_DAY / 24);
  });

  it.each([
    ['not JSON', '{"value": '],
    ['a wrong shape', JSON.stringify({ value: { email: 'x@example.com' } })],
    ['a string id', JSON.stringify({ value: { ...STATE, userRegistrationId: '42', lastUsed: 1 } })],
    ['no value', JSON.stringify({ state: STATE })],
  ])('reads %s as no state and removes it', (_, raw) => {
    localStorage.setItem(SIGNUP_STATE_KEY, raw);
    expect(readSignupState()).toBeNull();
    expect(localStorage.getItem(SIGNUP_STATE_KEY)).toBeNull();
  });

  it('survives a full or blocked storage', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    // happy-dom's Storage cannot be spied on: a whole fake is swapped in.
    const getter = vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full);
    expect(saveSignupState(STATE)).toBe(false);
    expect(readSignupState()).toBeNull();
    getter.mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(saveSignupState(STATE)).toBe(false);
    expect(readSignupState()).toBeNull();
  });

  it('can be cleared', () => {
    saveSignupState(STATE);
    clearSignupState();
    expect(readSignupState()).toBeNull();
  });
});
