import { EMOJI_NAMES, EMOTICONS, replaceEmoticons } from './emoticons';

describe('EMOTICONS', () => {
  it('maps about 40 text emoticons to unicode emoji', () => {
    const count = Object.keys(EMOTICONS).length;
    expect(count).toBeGreaterThanOrEqual(35);
    expect(count).toBeLessThanOrEqual(45);
    expect(EMOTICONS).toMatchObject({
      ':)': '🙂',
      ':-)': '🙂',
      ':(': '🙁',
      ';)': '😉',
      '<3': '❤️',
      '(y)': '👍',
      '(n)': '👎',
      ':D': '😃',
      ':P': '😛',
      ':O': '😮',
      ":'(": '😢',
      xD: '😆',
      'B)': '😎',
      ':/': '😕',
      ':|': '😐',
      'O:)': '😇',
      '>:(': '😠',
      ':*': '😘',
    });
  });

  it('names every emoji it uses', () => {
    for (const emoji of Object.values(EMOTICONS)) expect(EMOJI_NAMES[emoji]).toBeTruthy();
    expect(EMOJI_NAMES['👍']).toBe('thumbs up');
  });
});

describe('replaceEmoticons', () => {
  it.each(Object.entries(EMOTICONS))('replaces %s standing alone', (emoticon, emoji) => {
    expect(replaceEmoticons(emoticon)).toBe(emoji);
    expect(replaceEmoticons(`Great casino ${emoticon} really`)).toBe(
      `Great casino ${emoji} really`,
    );
  });

  it('replaces emoticons at the start, at the end, before punctuation and in brackets', () => {
    expect(replaceEmoticons(':) nice')).toBe('🙂 nice');
    expect(replaceEmoticons('Paid out fast :D')).toBe('Paid out fast 😃');
    expect(replaceEmoticons('Won again :D!')).toBe('Won again 😃!');
    expect(replaceEmoticons('Lost it all :(, sadly.')).toBe('Lost it all 🙁, sadly.');
    expect(replaceEmoticons('(so slow :/)')).toBe('(so slow 😕)');
    expect(replaceEmoticons('I <3 this\nslot (y)')).toBe('I ❤️ this\nslot 👍');
    expect(replaceEmoticons(':) :( ;)')).toBe('🙂 🙁 😉');
  });

  it('takes the longer emoticon first', () => {
    expect(replaceEmoticons('O:) >:( >:) :-) </3')).toBe('😇 😠 😈 🙂 💔');
  });

  it('leaves addresses, times and words alone', () => {
    const untouched = [
      'See http://example.com/bonus and https://example.org/:/path',
      'The tournament starts at 3:30 today',
      'Starts 10:00, ends 12:30',
      'word:) and smile:(',
      'xDebug and XDR',
      'ratio:D',
      'email me:P',
      'a<3b and <3rd',
      'array(y) and fn(n)',
      'HELLO:)',
      'C:/Users/me',
      'file:///tmp',
      ':Pizza',
      'e:o',
    ];
    for (const text of untouched) expect(replaceEmoticons(text)).toBe(text);
  });

  it('returns text without emoticons as it is', () => {
    expect(replaceEmoticons('')).toBe('');
    expect(replaceEmoticons('No emoticons here.')).toBe('No emoticons here.');
  });
});
