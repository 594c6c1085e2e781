import { widgetChunk } from './widgetChunk';

const widget = {
  mount: (element: HTMLElement) => {
    element.textContent = 'mounted';
    return () => element.replaceChildren();
  },
};
const stylesheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => document.head.replaceChildren());

describe('widgetChunk', () => {
  it('loads the stylesheet beside the chunk, with its ?v=, before the mount is given', async () => {
    let given = false;
    const chunk = widgetChunk(widget, 'https://cdn.example/w/search.js?v=abc', 'site.css');
    void chunk.then(() => (given = true));
    expect(stylesheets()).toEqual(['https://cdn.example/w/site.css?v=abc']);
    await Promise.resolve();
    expect(given).toBe(false);
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    const mount = await chunk;
    const element = document.createElement('div');
    await mount(element);
    expect(element.textContent).toBe('mounted');
  });

  it('names the stylesheet in an address without a query too', async () => {
    const chunk = widgetChunk(widget, 'https://cdn.example/w/forum-thread.js', 'forum.css');
    expect(stylesheets()).toEqual(['https://cdn.example/w/forum.css']);
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(chunk).resolves.toBeTypeOf('function');
  });

  it('gives the mount at once to a widget without a stylesheet', async () => {
    const mount = await widgetChunk(widget);
    expect(stylesheets()).toEqual([]);
    const element = document.createElement('div');
    await mount(element);
    expect(element.textContent).toBe('mounted');
  });
});
