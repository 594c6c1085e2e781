import { escape, placeholder, renderPage } from './layout';

describe('demo page markup', () => {
  it('writes props that survive any text in an attribute', () => {
    const html = placeholder(
      'newsletter',
      { title: `Don't "miss" <this> & that` },
      'idle',
      'fallback',
    );
    const element = new DOMParser().parseFromString(html, 'text/html').body
      .firstElementChild as HTMLElement;
    expect(JSON.parse(element.dataset.props!)).toEqual({ title: `Don't "miss" <this> & that` });
    expect(element.dataset.load).toBe('idle');
    expect(element.textContent).toBe('fallback');
  });

  it('escapes text for HTML', () => {
    expect(escape(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    );
  });

  it('includes the loader and nothing else as script (but the demo-only theme switch), and the marker only on page types', () => {
    const page = renderPage(
      { file: 'a.html', title: 'A', pageType: 'home', main: '<h1>A</h1>' },
      false,
    );
    const doc = new DOMParser().parseFromString(page, 'text/html');
    const productScripts = [...doc.scripts].filter(
      (script) => !script.hasAttribute('data-demo-only'),
    );
    expect(productScripts.map((script) => script.getAttribute('src'))).toEqual([
      '/widgets/loader.js',
    ]);
    expect(doc.body.dataset.pageType).toBe('home');
    const plain = renderPage({ file: 'b.html', title: 'B', main: '' }, false);
    expect(
      new DOMParser().parseFromString(plain, 'text/html').body.dataset.pageType,
    ).toBeUndefined();
  });
});
