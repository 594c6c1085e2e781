import { EDITOR_MAX_CHARACTERS, EDITOR_MAX_IMAGES, IMAGE_MAX_BYTES } from './limits';
import {
  canAddImage,
  checkImageFile,
  countCharacters,
  normalizeLink,
  validateContent,
  videoEmbed,
} from './validation';

const content = (text: string, images = 0, videos = 0) => ({ text, images, videos });

describe('validateContent', () => {
  it('reports EMPTY for nothing or only spaces', () => {
    expect(validateContent(content(''))).toEqual(['EMPTY']);
    expect(validateContent(content(' \n  \n'))).toEqual(['EMPTY']);
  });

  it('takes an image or a video alone as content', () => {
    expect(validateContent(content('', 1))).toEqual([]);
    expect(validateContent(content('', 0, 1))).toEqual([]);
  });

  it('reports MAX_CHARACTERS above 5000 characters, not at 5000', () => {
    expect(EDITOR_MAX_CHARACTERS).toBe(5000);
    expect(validateContent(content('a'.repeat(5000)))).toEqual([]);
    expect(validateContent(content('a'.repeat(5001)))).toEqual(['MAX_CHARACTERS']);
  });

  it('uses the maximum the page gives', () => {
    expect(validateContent(content('a'.repeat(11)), 10)).toEqual(['MAX_CHARACTERS']);
    expect(validateContent(content('a'.repeat(10)), 10)).toEqual([]);
  });

  it('reports MAX_IMAGE_EXCEEDED above 5 images', () => {
    expect(EDITOR_MAX_IMAGES).toBe(5);
    expect(validateContent(content('x', 5))).toEqual([]);
    expect(validateContent(content('x', 6))).toEqual(['MAX_IMAGE_EXCEEDED']);
    expect(validateContent(content('a'.repeat(5001), 6))).toEqual([
      'MAX_CHARACTERS',
      'MAX_IMAGE_EXCEEDED',
    ]);
  });

  it('counts characters as UTF-16 units, like the server and maxlength', () => {
    expect(countCharacters('abc')).toBe(3);
    expect(countCharacters('👍')).toBe(2);
  });

  it('lets a sixth image in only while fewer than 5 are there', () => {
    expect(canAddImage(4)).toBe(true);
    expect(canAddImage(5)).toBe(false);
  });
});

describe('normalizeLink', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com/bonus?x=1', 'https://www.example.com/bonus?x=1'],
    ['  example.com/terms  ', 'https://example.com/terms'],
    ['localhost:3000/x', 'https://localhost:3000/x'],
    ['//cdn.example.com/a', 'https://cdn.example.com/a'],
    ['http://example.com', 'http://example.com'],
    ['HTTPS://Example.com/A', 'HTTPS://Example.com/A'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
  ])('makes %j a link to %j', (typed, href) => {
    expect(normalizeLink(typed)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    'vbscript:msgbox',
    'two words.com',
    'https://',
  ])('refuses %j', (typed) => {
    expect(normalizeLink(typed)).toBeNull();
  });
});

describe('videoEmbed', () => {
  const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', youtube],
    ['youtube.com/watch?v=dQw4w9WgXcQ&t=42s', youtube],
    ['https://youtu.be/dQw4w9WgXcQ', youtube],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', youtube],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', youtube],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %j', (link, src) => {
    expect(videoEmbed(link)?.src).toBe(src);
  });

  it.each([
    'https://www.dailymotion.com/video/x7tgad0',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/channels/staffpicks',
    'javascript:alert(1)',
    '',
  ])('refuses %j (only YouTube and Vimeo videos)', (link) => {
    expect(videoEmbed(link)).toBeNull();
  });
});

describe('checkImageFile', () => {
  it.each(['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon'])(
    'takes %s',
    (type) => {
      expect(checkImageFile({ type, size: 1000 })).toBeNull();
    },
  );

  it.each(['image/webp', 'image/svg+xml', 'application/pdf', 'text/html', ''])(
    'refuses the type %j',
    (type) => {
      expect(checkImageFile({ type, size: 1000 })).toBe('TYPE');
    },
  );

  it('takes up to 5,000,000 bytes', () => {
    expect(IMAGE_MAX_BYTES).toBe(5_000_000);
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('SIZE');
  });
});
