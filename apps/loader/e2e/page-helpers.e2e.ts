import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser, siteUrl } from './browser';

const browser = sharedBrowser();

const helpersMounted = (page: Page) =>
  page
    .locator('[data-widget="page-helpers"][data-widget-state="mounted"]')
    .waitFor({ state: 'attached' });

/**
 * The hooks a result card needs for a tooltip and an expandable box. The fake backend's
 * cards have none yet, so the test adds them to a card the filter change brought, as the
 * server will render them.
 */
/**
 * Adds a tooltip and an expandable box to `card`, as server HTML would have them. Built
 * with DOM calls: the page, under the strict Content Security Policy, takes no HTML string.
 */
function addCardHooks(card: Element) {
  const make = (tag: string, attributes: Record<string, string>, text = '') => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.textContent = text;
    return element;
  };
  const content = make('div', { 'data-cw-expandable-content': '', hidden: '' });
  content.append(make('p', {}, 'Withdrawals are capped at €5,000 a month.'));
  const box = make('div', { 'data-cw-expandable': '' });
  box.append(
    make('button', { type: 'button', 'data-cw-expandable-toggle': '' }, 'Unfair terms'),
    content,
  );
  card.append(
    make(
      'button',
      {
        type: 'button',
        'data-tooltip': 'Our rating of how fairly the casino treats players.',
        'aria-label': 'About the safety index',
      },
      '?',
    ),
    box,
  );
}

describe('page helpers on HTML that arrives later', () => {
  it('a tooltip and an expandable box inside results loaded by a filter change work', async () => {
    const { page, errors } = await openPage(browser.context, 'casinos.html');
    await page.locator('[data-widget="filters"][data-widget-state="mounted"]').waitFor({
      state: 'attached',
    });
    await helpersMounted(page);
    const firstCard = page.locator('[data-list-results] [data-list-items] [data-card]').first();
    const before = await firstCard.elementHandle();
    await page.locator('input[name="reputation"][value="green"]').check();
    // The new results replace the old cards' nodes, whatever cards they show.
    await expect.poll(() => before!.evaluate((card) => card.isConnected)).toBe(false);
    await page.locator('[data-list-page][data-list-status="idle"]').waitFor({ state: 'attached' });
    await firstCard.evaluate(addCardHooks);

    const info = page.getByRole('button', { name: 'About the safety index' });
    // The first tooltip in the new results brings the popovers' code: bound once that is in.
    await expect.poll(() => info.getAttribute('aria-describedby')).not.toBeNull();
    await info.focus();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('how fairly');
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'hidden' });

    const toggle = page.getByRole('button', { name: 'Unfair terms' });
    // The first box on the page brings the boxes' code: it is bound once that is in.
    await expect.poll(() => toggle.getAttribute('aria-controls')).not.toBeNull();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('Withdrawals are capped').waitFor();
    await toggle.click();
    await page.getByText('Withdrawals are capped').waitFor({ state: 'hidden' });

    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('server-rendered modals by id', () => {
  it('broken-link opens as a modal dialog, traps focus, and closing it reloads the page', async () => {
    const { page, errors } = await openPage(browser.context, 'casino-detail.html');
    await helpersMounted(page);
    const opener = page.getByRole('button', { name: 'Report a broken link' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Report a broken link' });
    await dialog.waitFor();
    expect(
      await page.getByLabel('Which link?').evaluate((el) => el === document.activeElement),
    ).toBe(true);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: 'Done' }).click(),
    ]);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('another modal closes with Escape and gives focus back without a reload', async () => {
    const { page } = await openPage(browser.context, 'casino-detail.html');
    await helpersMounted(page);
    await page.evaluate(() => {
      // Built with DOM calls: the page takes no HTML string (Trusted Types).
      const opener = document.createElement('button');
      opener.type = 'button';
      opener.dataset.cwOpenModal = 'rules';
      opener.textContent = 'House rules';
      const modal = document.createElement('div');
      modal.dataset.cwModal = 'rules';
      modal.hidden = true;
      modal.setAttribute('aria-label', 'House rules');
      modal.append(Object.assign(document.createElement('p'), { textContent: 'Be kind.' }));
      document.body.append(opener, modal);
      (window as unknown as { beforeClose: boolean }).beforeClose = true;
    });
    const opener = page.getByRole('button', { name: 'House rules' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'House rules' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => 'beforeClose' in window)).toBe(true);
    await page.close();
  });
});

describe('server-rendered flash messages by id', () => {
  it('a flash message opens by itself after active time, once a day, and by its opener', async () => {
    const page = await browser.context.newPage();
    // Active time counts only while the page has the focus: other test files' pages share
    // the browser, so the focus is emulated for this one.
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: true });
    await page.clock.install();
    await page.goto(siteUrl('embedding.html'));
    await helpersMounted(page);
    const note = page.getByRole('status').filter({ hasText: 'Enjoying the guide?' });
    /** Seconds of a visitor moving the pointer, with the page's clock run along. */
    const stayActive = async (seconds: number) => {
      for (let i = 0; i < seconds; i += 1) {
        await page.mouse.move(10 + (i % 2), 10);
        await page.clock.runFor(1_000);
      }
    };
    // 5 s of active time, the manager's show delay (2 s) and the flash delay (2 s). The
    // installed clock also runs on with real time, which a busy machine stretches by a few
    // seconds over the loop: the check that it waits is made well before 9 s.
    await stayActive(3);
    expect(await note.count()).toBe(0);
    await stayActive(7);
    await note.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await note.waitFor({ state: 'detached' });

    // Shown today already: the next page of the day does not show it by itself.
    await page.reload();
    await helpersMounted(page);
    await stayActive(12);
    expect(await note.count()).toBe(0);
    await page.getByRole('button', { name: 'Show the social prompt' }).click();
    await page.clock.runFor(2_000);
    await note.waitFor();
    await page.close();
  });
});

describe('a wide server table on a phone', () => {
  it('scrolls sideways from the keyboard and passes axe', async () => {
    const { page, errors } = await openPage(browser.context, 'casinos.html');
    await page.setViewportSize({ width: 390, height: 844 });
    await helpersMounted(page);
    const area = page.getByRole('region', { name: 'Casinos side by side' });
    await expect.poll(() => area.getAttribute('tabindex')).toBe('0');
    await area.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => area.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
