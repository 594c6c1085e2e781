import { backendFragment, backendHtml } from './trusted';
import { cleanFragment, loadSanitizer, withCleanHtml, withSanitizer } from './sanitizer';

const ATTACK =
  '<p>Hi <b onclick="alert(1)">there</b></p><script>alert(2)</script><img src=x onerror=alert(3)>';

describe('backendFragment', () => {
  it('turns server HTML into nodes, comments and attributes holding "<" included', () => {
    const fragment = backendFragment(
      '<li data-card title="a < b">One</li><!-- <li> --><li data-card>Two</li>',
    );
    expect([...fragment.querySelectorAll('[data-card]')].map((card) => card.textContent)).toEqual([
      'One',
      'Two',
    ]);
    expect(fragment.querySelector('li')!.title).toBe('a < b');
  });

  it('keeps the backend’s own HTML as it is (DESIGN.md: it escapes its own)', () => {
    expect(String(backendHtml('<p data-x="1">a</p>'))).toBe('<p data-x="1">a</p>');
  });
});

describe('the sanitizer', () => {
  it('cleans HTML: no script, no on* handler, the text and data attributes stay', async () => {
    const fragment = await cleanFragment(`${ATTACK}<p data-post-id="4">x</p>`);
    const holder = document.createElement('div');
    holder.append(fragment);
    expect(holder.querySelector('script')).toBeNull();
    expect(holder.querySelectorAll('[onclick], [onerror]')).toHaveLength(0);
    expect(holder.innerHTML).toBe('<p>Hi <b>there</b></p><img src="x"><p data-post-id="4">x</p>');
  });

  it('drops javascript: addresses', async () => {
    const sanitizer = await loadSanitizer();
    expect(sanitizer.text('<a href="javascript:alert(1)">go</a>')).toBe('<a>go</a>');
  });

  it('keeps only the tags and attributes of the rules given', async () => {
    const sanitizer = await loadSanitizer();
    const rules = { tags: ['b'], attributes: [] };
    expect(sanitizer.text('<p class="c">a <b title="t">b</b> <a href="/x">c</a></p>', rules)).toBe(
      'a <b>b</b> c',
    );
    expect(String(sanitizer.html('<i>x</i>', rules))).toBe('x');
  });

  it('adds tags and attributes to its own with `extraTags` and `extraAttributes`', async () => {
    const sanitizer = await loadSanitizer();
    const note = '<x-note x-kind="tip">Go</x-note>';
    expect(sanitizer.text(note, { extraTags: ['x-note'], extraAttributes: ['x-kind'] })).toBe(note);
    expect(sanitizer.text(note)).toBe('Go');
  });

  it('loads with the call: the answer and the sanitizer come together', async () => {
    const [answer, sanitizer] = await withSanitizer(Promise.resolve('<b onclick="x()">b</b>'));
    expect(sanitizer.text(answer)).toBe('<b>b</b>');
  });

  it('hands back an answer with its `html` cleaned, and null for none', async () => {
    const answer = await withCleanHtml(Promise.resolve({ code: 200, html: ATTACK }));
    expect(answer.code).toBe(200);
    const holder = document.createElement('div');
    holder.append(answer.html!);
    expect(holder.innerHTML).toBe('<p>Hi <b>there</b></p><img src="x">');
    expect((await withCleanHtml(Promise.resolve({ code: 200, html: '' }))).html).toBeNull();
  });

  it('a failed answer fails the whole, and the sanitizer stays loaded for the next', async () => {
    await expect(withSanitizer(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(loadSanitizer()).resolves.toBeDefined();
  });
});

describe('loading', () => {
  afterEach(() => {
    vi.doUnmock('dompurify');
    vi.resetModules();
  });

  it('loads DOMPurify with the first call that needs it, once', async () => {
    vi.resetModules();
    let loads = 0;
    vi.doMock('dompurify', async (original) => {
      loads += 1;
      return original();
    });
    const fresh = await import('./sanitizer');
    const trusted = await import('./trusted');
    trusted.backendFragment('<p>the backend’s own HTML needs no DOMPurify</p>');
    expect(loads).toBe(0);
    await Promise.all([fresh.loadSanitizer(), fresh.cleanFragment('<p>x</p>')]);
    await fresh.withSanitizer(Promise.resolve(''));
    expect(loads).toBe(1);
  });

  it('reads a config once while the calls keep the same rules and output', async () => {
    vi.resetModules();
    // eslint-disable-next-line casino/sanitizer-door -- the door's own test watches DOMPurify
    const { default: purify } = await import('dompurify');
    const setConfig = vi.spyOn(purify, 'setConfig');
    const fresh = await import('./sanitizer');
    const sanitizer = await fresh.loadSanitizer();
    const rules = { tags: ['b'] };
    for (const post of ['<b>1</b>', '<i>2</i>', '<b>3</b>']) sanitizer.fragment(post);
    expect(setConfig).toHaveBeenCalledTimes(1);
    expect(sanitizer.text('<i>i</i> <b>b</b>', rules)).toBe('i <b>b</b>');
    expect(sanitizer.text('<i>j</i>', rules)).toBe('j');
    expect(sanitizer.text('<i>k</i>')).toBe('<i>k</i>');
    expect(setConfig).toHaveBeenCalledTimes(3);
  });

  it('may be tried again after a failed load', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('dompurify', async (original) => {
      if (fail) throw new Error('chunk failed');
      return original();
    });
    const fresh = await import('./sanitizer');
    // (vitest wraps the failed chunk's error in its own)
    await expect(fresh.loadSanitizer()).rejects.toThrow();
    fail = false;
    vi.resetModules();
    await expect(fresh.loadSanitizer()).resolves.toBeDefined();
  });
});

describe('Trusted Types', () => {
  /** A browser's `trustedTypes`, as far as the sanitizer uses it. */
  class FakeTrustedHTML {
    constructor(private readonly value: string) {}
    toString() {
      return this.value;
    }
  }
  const createPolicy = vi.fn((_name: string, rules: { createHTML(input: string): string }) => ({
    createHTML: (input: string) => new FakeTrustedHTML(rules.createHTML(input)),
  }));

  beforeEach(() => {
    vi.resetModules();
    createPolicy.mockClear();
    vi.stubGlobal('trustedTypes', { createPolicy });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands back TrustedHTML made by the one policy, casino-html, where the browser has them', async () => {
    const fresh = await import('./sanitizer');
    const sanitizer = await fresh.loadSanitizer();
    const html = sanitizer.html(ATTACK);
    expect(html).toBeInstanceOf(FakeTrustedHTML);
    expect(String(html)).toBe('<p>Hi <b>there</b></p><img src="x">');
    expect((await import('./trusted')).backendHtml('<p>a</p>')).toBeInstanceOf(FakeTrustedHTML);
    expect(createPolicy.mock.calls.map(([name]) => name)).toEqual(['casino-html']);
  });

  it('hands back cleaned nodes as the sanitizer made them: no HTML string goes into the DOM', async () => {
    const fresh = await import('./sanitizer');
    const fragment = await fresh.cleanFragment('<b onclick="x()">b</b>');
    const answer = await fresh.withCleanHtml(Promise.resolve({ html: '<i onclick="x()">x</i>' }));
    const holder = document.createElement('div');
    holder.append(fragment, answer.html!);
    expect(holder.innerHTML).toBe('<b>b</b><i>x</i>');
    expect(createPolicy).not.toHaveBeenCalled();
  });
});
