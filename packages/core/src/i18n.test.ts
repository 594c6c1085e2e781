import { HttpResponse, http } from 'msw';
import { server } from '@casino/mocks/node';
import { db, setScenario } from '@casino/mocks';
import { system } from '@casino/api';
import type * as I18nModule from './i18n';

// loadMessages loads once per page: every test gets a fresh copy of the module.
let i18n: typeof I18nModule;

beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./i18n');
});

const LOCALIZATION = `*${system.localizationMessages.path}`;

function localizationAnswer(localization: Record<string, string>): Response {
  return HttpResponse.json({ jsonData: JSON.stringify({ localization }) });
}

/** The dataType of every localization request, in the order they arrived. */
function recordDataTypes(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === system.localizationMessages.path) {
      seen.push(url.searchParams.get('dataType') ?? '?');
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

describe('loadMessages', () => {
  it('asks for BASE first and for COMPLETE only after BASE has answered', async () => {
    const seen = recordDataTypes();
    let releaseBase!: () => void;
    const baseReleased = new Promise<void>((resolve) => (releaseBase = resolve));
    server.use(
      http.get(LOCALIZATION, async ({ request }) => {
        const dataType = new URL(request.url).searchParams.get('dataType');
        if (dataType === 'BASE') {
          await baseReleased;
          return localizationAnswer({ 'a.title': 'Title' });
        }
        return localizationAnswer({ 'a.more': 'More' });
      }),
    );

    const loading = i18n.loadMessages();
    await vi.waitFor(() => expect(seen).toEqual(['BASE']));
    expect(i18n.messages.value).toEqual({});

    releaseBase();
    await loading;
    expect(seen).toEqual(['BASE', 'COMPLETE']);
  });

  it('shows BASE texts before COMPLETE has arrived', async () => {
    let releaseComplete!: () => void;
    const completeReleased = new Promise<void>((resolve) => (releaseComplete = resolve));
    server.use(
      http.get(LOCALIZATION, async ({ request }) => {
        if (new URL(request.url).searchParams.get('dataType') === 'BASE') {
          return localizationAnswer({ 'a.title': 'Titel' });
        }
        await completeReleased;
        return localizationAnswer({ 'a.more': 'Mehr' });
      }),
    );
    const loading = i18n.loadMessages();
    await vi.waitFor(() => expect(i18n.t('a.title', 'Title')).toBe('Titel'));
    expect(i18n.t('a.more', 'More')).toBe('More');
    releaseComplete();
    await loading;
    expect(i18n.t('a.more', 'More')).toBe('Mehr');
  });

  it('merges the sets: COMPLETE adds to and overrides BASE, earlier texts stay', async () => {
    server.use(
      http.get(LOCALIZATION, ({ request }) =>
        new URL(request.url).searchParams.get('dataType') === 'BASE'
          ? localizationAnswer({ a: 'A', b: 'B from BASE' })
          : localizationAnswer({ b: 'B from COMPLETE', c: 'C' }),
      ),
    );
    i18n.messages.value = { set: 'by the page' };
    await i18n.loadMessages();
    expect(i18n.messages.value).toEqual({
      set: 'by the page',
      a: 'A',
      b: 'B from COMPLETE',
      c: 'C',
    });
  });

  it('loads the mock backend texts', async () => {
    await i18n.loadMessages();
    expect(i18n.t('newsletter.submit', 'fallback')).toBe('Subscribe');
    expect(i18n.t('newsletter.emailSent', 'fallback')).toBe('Email sent. Check your inbox.');
  });

  it('loads only once however often it is asked', async () => {
    const seen = recordDataTypes();
    const first = i18n.loadMessages();
    const second = i18n.loadMessages();
    expect(second).toBe(first);
    await Promise.all([first, second, i18n.loadMessages()]);
    expect(seen).toEqual(['BASE', 'COMPLETE']);
  });

  it('keeps the fallbacks and logs both failures when the texts cannot be had', async () => {
    setScenario('server-error');
    await expect(i18n.loadMessages()).resolves.toBeUndefined();
    expect(i18n.messages.value).toEqual({});
    expect(i18n.t('newsletter.submit', 'Subscribe now')).toBe('Subscribe now');
    await vi.waitFor(() => expect(db.errorLog).toHaveLength(2));
    expect(db.errorLog).toEqual([
      expect.stringContaining('Localization BASE failed'),
      expect.stringContaining('Localization COMPLETE failed'),
    ]);
  });

  it('still loads COMPLETE when BASE fails', async () => {
    server.use(
      http.get(LOCALIZATION, ({ request }) =>
        new URL(request.url).searchParams.get('dataType') === 'BASE'
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : localizationAnswer({ c: 'C' }),
      ),
    );
    await i18n.loadMessages();
    expect(i18n.messages.value).toEqual({ c: 'C' });
    await vi.waitFor(() =>
      expect(db.errorLog).toContainEqual(expect.stringContaining('Localization BASE failed')),
    );
  });

  it('an answer breaking the contract keeps the fallbacks and is logged', async () => {
    server.use(http.get(LOCALIZATION, () => HttpResponse.json({ jsonData: '{not json' })));
    await i18n.loadMessages();
    expect(i18n.messages.value).toEqual({});
    await vi.waitFor(() =>
      expect(db.errorLog).toContainEqual(expect.stringContaining('Localization BASE failed')),
    );
  });
});

describe('t', () => {
  it('gives the fallback for an unknown key and the text for a known one', () => {
    i18n.messages.value = { 'forum.reply': 'Antworten' };
    expect(i18n.t('forum.reply', 'Reply')).toBe('Antworten');
    expect(i18n.t('forum.quote', 'Quote')).toBe('Quote');
  });

  it('fills {name} placeholders in the text and in the fallback', () => {
    i18n.messages.value = { greeting: 'Hallo {name}, du hast {count} Punkte' };
    expect(i18n.t('greeting', 'Hi {name}', { name: 'Alice', count: 12 })).toBe(
      'Hallo Alice, du hast 12 Punkte',
    );
    expect(i18n.t('missing', 'Hi {name}!', { name: 'Bob' })).toBe('Hi Bob!');
  });

  it('leaves placeholders without a param as they are, and fills repeated ones', () => {
    expect(i18n.t('k', '{a} and {b} and {a}', { a: 1 })).toBe('1 and {b} and 1');
    expect(i18n.t('k', 'no params {a}')).toBe('no params {a}');
  });

  it('treats an empty translation as a translation', () => {
    i18n.messages.value = { blank: '' };
    expect(i18n.t('blank', 'fallback')).toBe('');
  });
});
