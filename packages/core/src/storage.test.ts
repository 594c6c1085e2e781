import {
  MS_PER_DAY,
  getCookie,
  getJsonCookie,
  readStorage,
  removeCookie,
  removeStorage,
  setCookie,
  writeStorage,
} from './storage';

const NOW = new Date('2030-03-10T12:00:00Z');
const MINUTE = 60_000;

/** The `expires` attribute of the last cookie written through `document.cookie`. */
function writtenExpiry(spy: { mock: { calls: unknown[][] } }): Date | null {
  const written = String(spy.mock.calls.at(-1)?.[0] ?? '');
  const match = /;\s*expires=([^;]+)/i.exec(written);
  return match?.[1] ? new Date(match[1]) : null;
}

/**
 * Runs `body` while `window.localStorage` is `storage`. (happy-dom's own Storage is a
 * proxy whose methods cannot be spied on and restored, so a whole fake is swapped in.)
 */
function withLocalStorage(storage: Storage, body: () => void): void {
  const getter = vi.spyOn(window, 'localStorage', 'get').mockReturnValue(storage);
  try {
    body();
  } finally {
    getter.mockRestore();
  }
}

/** A working in-memory Storage with some methods replaced. */
function fakeStorage(overrides: Partial<Storage>): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    ...overrides,
  };
}

function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

describe('cookies', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes and reads a value, encoding special characters', () => {
    setCookie('greeting', 'hello; world=1 ü');
    expect(getCookie('greeting')).toBe('hello; world=1 ü');
    expect(getCookie('missing')).toBeNull();
  });

  it('does not confuse cookies whose names share a prefix', () => {
    setCookie('sortPreferences', 'rating');
    setCookie('sort', 'name');
    expect(getCookie('sort')).toBe('name');
    expect(getCookie('sortPreferences')).toBe('rating');
  });

  it('writes a session cookie (no expires) when no days are given', () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    setCookie('session', 'yes');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(writtenExpiry(spy)).toBeNull();
    expect(String(spy.mock.calls[0]?.[0])).toContain('path=/');
  });

  it('sets expires whole days ahead and the cookie is gone after that', () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    setCookie('ageWarningAccepted', 'true', 30);
    expect(writtenExpiry(spy)?.getTime()).toBe(NOW.getTime() + 30 * MS_PER_DAY);

    vi.advanceTimersByTime(30 * MS_PER_DAY - MINUTE);
    expect(getCookie('ageWarningAccepted')).toBe('true');
    vi.advanceTimersByTime(2 * MINUTE);
    expect(getCookie('ageWarningAccepted')).toBeNull();
  });

  it('understands fractional days: 1/48 day is 30 minutes', () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    setCookie('halfHour', '1', 1 / 48);
    expect(writtenExpiry(spy)?.getTime()).toBe(NOW.getTime() + 30 * MINUTE);

    vi.advanceTimersByTime(29 * MINUTE);
    expect(getCookie('halfHour')).toBe('1');
    vi.advanceTimersByTime(2 * MINUTE);
    expect(getCookie('halfHour')).toBeNull();
  });

  it('understands 1/24 day as one hour', () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    setCookie('openedMenuItems', '[1]', 1 / 24);
    expect(writtenExpiry(spy)?.getTime()).toBe(NOW.getTime() + 60 * MINUTE);
  });

  it('removes a cookie', () => {
    setCookie('badgeReminder', 'x', 7);
    removeCookie('badgeReminder');
    expect(getCookie('badgeReminder')).toBeNull();
  });

  it('reads JSON cookies, and corrupt JSON as null', () => {
    setCookie('userscore', JSON.stringify({ points: 12, ranking: 1 }), 1);
    expect(getJsonCookie('userscore')).toEqual({ points: 12, ranking: 1 });

    setCookie('broken', '{"points": 1');
    expect(getJsonCookie('broken')).toBeNull();
    expect(getJsonCookie('missing')).toBeNull();
  });

  it('reads a cookie whose value is not valid percent-encoding as null', () => {
    document.cookie = 'legacy=%E0%A4%A; path=/';
    expect(getCookie('legacy')).toBeNull();
    expect(getJsonCookie('legacy')).toBeNull();
  });
});

describe('local storage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('round-trips JSON values', () => {
    expect(writeStorage('signupState', { email: 'a@b.co', step: 2 })).toBe(true);
    expect(readStorage('signupState')).toEqual({ email: 'a@b.co', step: 2 });
    removeStorage('signupState');
    expect(readStorage('signupState')).toBeNull();
    expect(localStorage.getItem('signupState')).toBeNull();
  });

  it('reads a missing key as null', () => {
    expect(readStorage('nothing')).toBeNull();
  });

  it('keeps a value until its expiry in (fractional) days, then drops it', () => {
    vi.useFakeTimers({ now: NOW });
    writeStorage('signupState', 'pending', 1 / 24);

    vi.advanceTimersByTime(59 * MINUTE);
    expect(readStorage('signupState')).toBe('pending');

    vi.advanceTimersByTime(2 * MINUTE);
    expect(readStorage('signupState')).toBeNull();
    expect(localStorage.getItem('signupState')).toBeNull();
  });

  it('keeps a value without days forever', () => {
    vi.useFakeTimers({ now: NOW });
    writeStorage('forever', 1);
    vi.advanceTimersByTime(3650 * MS_PER_DAY);
    expect(readStorage('forever')).toBe(1);
  });

  it.each([
    ['not JSON', '{"value": '],
    ['JSON null', 'null'],
    ['a bare number', '42'],
    ['an object without value', '{"expires": 99999999999999}'],
  ])('reads a corrupt entry (%s) as null and removes it', (_, raw) => {
    localStorage.setItem('corrupt', raw);
    expect(readStorage('corrupt')).toBeNull();
    expect(localStorage.getItem('corrupt')).toBeNull();
  });

  it('drops a value the validator rejects and keeps one it accepts', () => {
    const isCount = (value: unknown): value is number => typeof value === 'number';
    writeStorage('count', 'seven');
    expect(readStorage('count', isCount)).toBeNull();
    expect(localStorage.getItem('count')).toBeNull();

    writeStorage('count', 7);
    expect(readStorage('count', isCount)).toBe(7);
  });

  it('returns false and never throws when the quota is full', () => {
    const full = fakeStorage({
      setItem: () => {
        throw quotaExceeded();
      },
    });
    withLocalStorage(full, () => {
      expect(() => writeStorage('big', 'x'.repeat(100))).not.toThrow();
      expect(writeStorage('big', 'x')).toBe(false);
      expect(readStorage('big')).toBeNull();
    });
  });

  it('returns false for a value that cannot be serialised', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(writeStorage('circular', circular)).toBe(false);
  });

  it('survives a storage whose reads and removals throw', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    withLocalStorage(fakeStorage({ getItem: denied, removeItem: denied }), () => {
      expect(readStorage('x')).toBeNull();
      expect(() => removeStorage('x')).not.toThrow();
    });
  });

  it('survives a blocked localStorage (the getter throws): reads null, writes false', () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(readStorage('anything')).toBeNull();
      expect(writeStorage('anything', 1)).toBe(false);
      expect(() => removeStorage('anything')).not.toThrow();
    } finally {
      blocked.mockRestore();
    }
    expect(localStorage.getItem('anything')).toBeNull();
  });
});
