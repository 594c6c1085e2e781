import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

describe('interface helpers on the demo pages', () => {
  it('casino detail: tabs with the hash, a lazy tab, boxes, tooltip and the screenshot slider', async () => {
    const { page, errors, requests } = await openPage(browser.context, 'casino-detail.html');
    const bonuses = page.getByRole('tab', { name: 'Bonuses' });
    await bonuses.waitFor();
    // The screenshot slider is bound, but swiper loads only when the visitor reaches for it.
    const engine = (url: string) => /\/w\/sliderEngine-[\w-]+\.js/.test(url);
    await page
      .getByRole('region', { name: /Screenshots/ })
      .getByText(/ of /)
      .first()
      .waitFor();
    expect(requests.some(engine)).toBe(false);

    await page.getByRole('tab', { name: 'Homepage' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => bonuses.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#tab=bonuses');
    await page
      .getByRole('tabpanel')
      .getByText(/wagering/)
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'Homepage' }).click();
    const limits = page.getByRole('button', { name: 'Winnings limits' });
    const expiry = page.getByRole('button', { name: 'Bonus expiry' });
    await limits.click();
    await page.getByText(/withhold winnings/).waitFor();
    await expiry.click();
    expect(await limits.getAttribute('aria-expanded')).toBe('false');
    expect(await expiry.getAttribute('aria-expanded')).toBe('true');

    const info = page.getByRole('button', { name: 'What is the safety index?' });
    await info.focus();
    await page.getByRole('tooltip').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('tooltip').isVisible()).toBe(false);

    const slider = page.getByRole('region', { name: /Screenshots/ });
    const previous = slider.getByRole('button', { name: /previous/i });
    const next = slider.getByRole('button', { name: /next/i });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => previous.isDisabled()).toBe(false);
    expect(requests.some(engine)).toBe(true);
    await slider.getByRole('link').nth(1).click();
    const lightbox = page.getByRole('dialog');
    await lightbox.waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'hidden' });

    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('opens a page at the tab of its hash', async () => {
    const { page } = await openPage(browser.context, 'casino-detail.html#tab=reputation');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Reputation' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.close();
  });

  it('casino list: the go-to-page input keeps digits, caps at the last page and navigates', async () => {
    const { page } = await openPage(browser.context, 'casinos.html');
    const input = page.getByLabel('Go to page');
    await page
      .locator('[data-widget="page-helpers"][data-widget-state="mounted"]')
      .waitFor({ state: 'attached' });
    // The pager's code loads once the page helpers see a pager: typing starts once it is in.
    await page.waitForLoadState('networkidle');
    await input.pressSequentially('7x');
    expect(await input.inputValue()).toBe('2');
    await Promise.all([page.waitForURL(/\/casinos\/2$/), input.press('Enter')]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Best online casinos');
    await page.close();
  });

  it('article: smooth scroll below the fixed header, scroll to top, and the newsletter modal', async () => {
    const { page, errors } = await openPage(browser.context, 'article.html');
    await page
      .locator('[data-widget="page-helpers"][data-widget-state="mounted"]')
      .waitFor({ state: 'attached' });
    // The article menu loads when the pointer reaches it: it is in before the click, so
    // the scroll is measured on the page as it stays.
    await page.locator('[data-widget="article-menu"]').hover();
    await page
      .locator('[data-widget="article-menu"][data-widget-state="mounted"]')
      .waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Maximum bet' }).click();
    const target = page.locator('#max-bet');
    await expect
      .poll(() => target.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(90);
    await expect.poll(() => target.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const toTop = page.locator('.cw-scroll-top');
    await toTop.waitFor();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);

    const opener = page.getByRole('button', { name: 'Get bonus news by email' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('Your email').waitFor();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
