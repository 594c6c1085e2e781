import { dateFormat, numberFormat, pageLocale } from './formats';

const MAY_FIRST = Date.UTC(2026, 4, 1, 12);

describe('formats', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('formats in the page language, not the browser’s', () => {
    document.documentElement.lang = 'de';
    expect(pageLocale()).toBe('de');
    expect(dateFormat({ month: 'long', timeZone: 'UTC' })(MAY_FIRST)).toBe('Mai');
    expect(numberFormat()(1234.5)).toBe('1.234,5');
  });

  it('leaves the choice to the browser when the page names no language', () => {
    expect(pageLocale()).toBeUndefined();
    expect(numberFormat()(7)).toBe(new Intl.NumberFormat().format(7));
  });

  it('makes the formatter with its first use, once', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Real;
    try {
      const format = dateFormat({ dateStyle: 'medium' });
      expect(made).toBe(0);
      format(MAY_FIRST);
      format(MAY_FIRST);
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
