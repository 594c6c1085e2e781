import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** SPEC §4: the wait after the last keystroke before the search is sent. */
const DEBOUNCE_MS = 500;

async function openSearch(file = 'home.html') {
  const watched = await openPage(browser.context, file);
  const { page } = watched;
  await page.locator('[data-widget="search"][data-widget-state="mounted"]').waitFor();
  const button = page.getByRole('button', { name: 'Search', exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  const input = dialog.getByRole('combobox', { name: 'Search' });
  return { ...watched, button, dialog, input };
}

describe('header search', () => {
  it('Escape clears the query, then closes the overlay and focus returns to the button', async () => {
    const { page, errors, button, input } = await openSearch('casinos.html');
    await input.fill('royal');
    await page.keyboard.press('Escape');
    expect(await input.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows result tabs after the debounce, switches tabs and opens an item with ArrowDown/Enter', async () => {
    const { page, errors, dialog, input } = await openSearch();
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    const searches: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/frontendService/search') searches.push(Date.now());
    });
    await page.keyboard.type('ro');
    await page.waitForTimeout(DEBOUNCE_MS + 200);
    expect(searches).toHaveLength(0);
    expect(await input.getAttribute('aria-expanded')).toBe('false');

    const typed = Date.now();
    await page.keyboard.type('yal');
    await dialog.getByRole('tab', { name: /Casinos/ }).waitFor();
    expect(searches).toHaveLength(1);
    expect(searches[0]! - typed).toBeGreaterThanOrEqual(DEBOUNCE_MS - 50);
    expect(await input.getAttribute('aria-expanded')).toBe('true');

    const casinos = dialog.getByRole('tab', { name: /Casinos/ });
    await casinos.click();
    expect(await casinos.getAttribute('aria-selected')).toBe('true');
    const panel = dialog.getByRole('tabpanel', { name: /Casinos/ });
    expect(await panel.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await input.focus();
    await page.keyboard.press('ArrowDown');
    const first = panel.locator('[data-search-item] a').first();
    const id = await first.getAttribute('id');
    expect(await input.getAttribute('aria-activedescendant')).toBe(id);
    const href = (await first.getAttribute('href'))!;
    expect(href).toMatch(/^\/casino\//);
    // Nothing went wrong on the page; the demo has no casino pages, so the next one is a 404.
    expect(errors).toEqual([]);
    await Promise.all([
      page.waitForURL((url) => url.pathname === href),
      page.keyboard.press('Enter'),
    ]);
    await page.close();
  });
});
