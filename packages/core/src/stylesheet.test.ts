import { loadStylesheet } from './stylesheet';

describe('loadStylesheet', () => {
  it('adds the stylesheet once and resolves when it loaded', async () => {
    const first = loadStylesheet('https://cdn.example/w/newsletter.css?v=1');
    const second = loadStylesheet('https://cdn.example/w/newsletter.css?v=1');
    const links = document.head.querySelectorAll(
      'link[rel="stylesheet"][href$="newsletter.css?v=1"]',
    );
    expect(links).toHaveLength(1);
    links[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('resolves when the stylesheet fails, so the widget still shows', async () => {
    const done = loadStylesheet('https://cdn.example/w/missing.css');
    document.head.querySelector('link[href$="missing.css"]')!.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });
});
