import { openPage, scrollThrough, sharedBrowser } from './browser';
import { lightElements, lightThemeColours, switchToDark } from './themeColours';

// Every demo page is switched to dark in pages.e2e.ts (no light-theme colour left on a
// widget element, axe in both themes); here the check itself and theming by the host.
const browser = sharedBrowser();

describe('the dark theme', () => {
  it('names a widget element that keeps a light-theme colour in the dark theme', async () => {
    const { page } = await openPage(browser.context, 'forum-thread.html');
    await scrollThrough(page);
    const light = await lightThemeColours(page);
    expect(light.text.length).toBeGreaterThan(0);
    // In the light theme the check finds light colours: it looks at the right elements.
    expect((await lightElements(page, light)).length).toBeGreaterThan(0);
    await switchToDark(page);
    expect(await lightElements(page, light)).toEqual([]);
    // A stylesheet that still writes the light surface on a widget's button.
    await page.evaluate((surface) => {
      const style = document.createElement('style');
      style.textContent = `.cw-newsletter .cw-nl__button { background: ${surface} !important; }`;
      document.head.append(style);
    }, light.background[0]!);
    expect(await lightElements(page, light)).toEqual([
      expect.stringMatching(
        /^\[newsletter\] <button[.\w-]*\.cw-nl__button[.\w-]*> "Subscribe" background rgb/,
      ),
    ]);
    await page.close();
  });
});

describe('theming by the host', () => {
  it('a value set on a placeholder wins over the one set on :root, which wins over the theme', async () => {
    const { page } = await openPage(browser.context, 'game-detail.html');
    await scrollThrough(page);
    // The host's rules come first in the page, before every widget stylesheet.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = `:root { --cw-color-brand: rgb(1, 2, 3); }
        [data-widget="newsletter"] { --cw-color-brand: rgb(200, 10, 20); }`;
      document.head.prepend(style);
    });
    const style = (selector: string, property: 'color' | 'backgroundColor') =>
      page.locator(selector).evaluate((element, name) => getComputedStyle(element)[name], property);
    expect(await style('.cw-nl__button', 'backgroundColor')).toBe('rgb(200, 10, 20)');
    expect(await style('.cw-login-popup__button', 'color')).toBe('rgb(1, 2, 3)');
    await page.close();
  });

  it('a host’s rule for its own inputs does not reach a widget’s fields', async () => {
    const { page } = await openPage(browser.context, 'game-detail.html');
    await scrollThrough(page);
    const input = page.locator('[data-widget="newsletter"] input[type="email"]');
    const look = () =>
      input.evaluate((element) => {
        const { borderTopWidth, paddingLeft, width } = getComputedStyle(element);
        return { borderTopWidth, paddingLeft, width };
      });
    const before = await look();
    // A footer rule of the host's, one class and a tag: it weighs less than a widget's rule.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '.site-footer input { border: 5px solid red; padding: 0; width: 4rem; }';
      document.head.prepend(style);
    });
    expect(await input.evaluate((element) => element.closest('.site-footer') !== null)).toBe(true);
    expect(await look()).toEqual(before);
    await page.close();
  });
});
