import { REPLY_LANGUAGES, replyLanguageChoice } from './replyLanguages';

describe('the reply language after 8209', () => {
  it('preselects a detected language of the list', () => {
    expect(replyLanguageChoice('de')).toEqual({ options: [...REPLY_LANGUAGES], chosen: 'de' });
  });

  it('adds any other language code first, named in the page’s language', () => {
    const { options, chosen } = replyLanguageChoice('NL');
    expect(chosen).toBe('nl');
    expect(options[0]).toEqual({ code: 'nl', name: 'Dutch' });
    expect(options.slice(1)).toEqual([...REPLY_LANGUAGES]);
  });

  it('offers no malformed or hostile code, and falls back to the first language', () => {
    for (const detected of [
      '<img src=x onerror=alert(1)>',
      'not a language',
      '',
      null,
      undefined,
    ]) {
      expect(replyLanguageChoice(detected)).toEqual({
        options: [...REPLY_LANGUAGES],
        chosen: REPLY_LANGUAGES[0]!.code,
      });
    }
  });
});
