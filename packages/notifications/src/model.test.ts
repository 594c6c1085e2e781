import {
  badgeText,
  mergeNotifications,
  parseNotification,
  parseNotifications,
  safeImage,
  safeLink,
} from './model';
import { loadSanitizer } from '@casino/ui';
import type { Sanitizer } from '@casino/ui';

let sanitizer: Sanitizer;
beforeAll(async () => {
  sanitizer = await loadSanitizer();
});
const parse = (raw: unknown, resourcePath?: string) =>
  parseNotification(raw, sanitizer, resourcePath);
const parseAll = (raws: unknown[]) => parseNotifications(raws, sanitizer);

const complete = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  createdOn: '2026-10-01T10:00:00.000Z',
  createdAgo: '2 days ago',
  message: '<b>alice</b> replied',
  type: 'FORUM_POST_REPLY',
  isClicked: false,
  isRead: false,
  link: '/forum/thread/1',
  ...fields,
});

describe('parseNotification', () => {
  it.each(['id', 'createdOn', 'createdAgo', 'message'])('drops an item without %s', (field) => {
    const raw: Record<string, unknown> = complete();
    delete raw[field];
    expect(parse(raw)).toBeNull();
    expect(parse({ ...complete(), [field]: null })).toBeNull();
    expect(parse({ ...complete(), [field]: '' })).toBeNull();
  });

  it('drops what is not a notification at all', () => {
    expect(parse(null)).toBeNull();
    expect(parse('text')).toBeNull();
    expect(parse([complete()])).toBeNull();
  });

  it('keeps a complete item and fills the optional fields', () => {
    const item = parse({
      id: 7,
      createdOn: 1_790_000_000_000,
      createdAgo: 'now',
      message: 'Hi',
    });
    expect(item).toMatchObject({
      key: '7',
      id: 7,
      time: 1_790_000_000_000,
      type: '',
      isClicked: false,
      isRead: false,
      link: null,
      avatar: null,
    });
  });

  it('takes a clicked notification as read', () => {
    expect(parse(complete({ isClicked: true, isRead: false }))?.isRead).toBe(true);
  });

  it('keeps the avatar, its ring colour and flag only when they are safe', () => {
    const item = parse(
      complete({
        user: {
          userName: 'bob',
          avatarModel: {
            image: 'avatars/bob.png',
            rankColor: '#7a3db8',
            playerCountryFlagCode: 'gb',
          },
        },
      }),
      'https://cdn.example.com/static/',
    );
    expect(item?.avatar).toEqual({
      image: 'https://cdn.example.com/static/avatars/bob.png',
      rankColor: '#7a3db8',
      flagCode: 'GB',
    });
    const hostile = parse(
      complete({
        user: {
          avatarModel: {
            image: 'javascript:alert(1)',
            rankColor: 'red;background:url(x)',
            playerCountryFlagCode: '<b>',
          },
        },
      }),
    );
    expect(hostile?.avatar).toBeNull();
  });
});

describe('parseNotifications', () => {
  it('drops incomplete items and duplicates by id, newest first', () => {
    const list = parseAll([
      complete({ id: 1, createdOn: '2026-10-01T10:00:00Z' }),
      complete({ id: 2, createdOn: '2026-10-03T10:00:00Z' }),
      { id: 3, createdOn: '2026-10-05T10:00:00Z', createdAgo: 'x' },
      complete({ id: 1, createdOn: '2026-10-09T10:00:00Z', message: 'duplicate' }),
      complete({ id: '2', createdOn: '2026-10-09T10:00:00Z', message: 'same id as text' }),
      complete({ id: 4, createdOn: '2026-10-02T10:00:00Z' }),
      complete({ id: 5, createdOn: 'not a date' }),
    ]);
    expect(list.map((item) => item.key)).toEqual(['2', '4', '1', '5']);
    expect(list.find((item) => item.key === '1')?.html).toBe('<b>alice</b> replied');
  });

  it('orders epoch milliseconds and ISO dates together', () => {
    const list = parseAll([
      complete({ id: 1, createdOn: Date.UTC(2026, 0, 1) }),
      complete({ id: 2, createdOn: '2026-06-01T00:00:00Z' }),
    ]);
    expect(list.map((item) => item.id)).toEqual([2, 1]);
  });
});

describe('mergeNotifications', () => {
  it('keeps the first list’s copy of a duplicate and sorts newest first', () => {
    const server = parseAll([complete({ id: 1, isRead: true })]);
    const live = parseAll([
      complete({ id: 1, isRead: false }),
      complete({ id: 9, createdOn: '2027-01-01T00:00:00Z' }),
    ]);
    const merged = mergeNotifications(server, live);
    expect(merged.map((item) => [item.key, item.isRead])).toEqual([
      ['9', false],
      ['1', true],
    ]);
  });
});

describe('safeLink and safeImage', () => {
  it('keeps http(s) and site paths, drops script and data links', () => {
    expect(safeLink('/forum/thread/1', 'https://site.example/a/b')).toBe(
      'https://site.example/forum/thread/1',
    );
    expect(safeLink('https://other.example/x')).toBe('https://other.example/x');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeLink('')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });

  it('keeps image addresses and data images only', () => {
    expect(safeImage('data:image/png;base64,AAAA', null)).toBe('data:image/png;base64,AAAA');
    expect(safeImage('javascript:alert(1)', null)).toBeNull();
    expect(safeImage('data:text/html,x', null)).toBeNull();
    expect(safeImage('/a.png', null)).toBe(new URL('/a.png', document.baseURI).href);
  });
});

describe('badgeText', () => {
  it('is hidden at 0, the count from 1 to 9 and 9+ above 9', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    for (let count = 1; count <= 9; count += 1) expect(badgeText(count)).toBe(String(count));
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
