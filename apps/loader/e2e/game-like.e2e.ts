import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

const likeButton = (page: Page) => page.locator('[data-game-like-type="LIKE"]');
const dislikeButton = (page: Page) => page.locator('[data-game-like-type="DISLIKE"]');
const count = async (page: Page) =>
  Number(await page.locator('[data-game-like-count]').textContent());
const pressed = (page: Page) =>
  Promise.all([likeButton(page), dislikeButton(page)].map((b) => b.getAttribute('aria-pressed')));

describe('game like on the game page', () => {
  it('likes, clears, dislikes and likes again, the count from each answer', async () => {
    const { page, errors, requests } = await openPage(browser.context, 'game-detail.html');
    await page.locator('[data-widget="game-like"][data-widget-state="mounted"]').waitFor({
      state: 'attached',
    });
    const start = await count(page);

    await likeButton(page).click();
    await expect.poll(() => pressed(page)).toEqual(['true', 'false']);
    expect(await count(page)).toBe(start + 1);

    await likeButton(page).click();
    await expect.poll(() => pressed(page)).toEqual(['false', 'false']);
    expect(await count(page)).toBe(start);

    // With the keyboard: Enter on the focused button.
    await dislikeButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pressed(page)).toEqual(['false', 'true']);
    expect(await count(page)).toBe(start);

    await likeButton(page).click();
    await expect.poll(() => pressed(page)).toEqual(['true', 'false']);
    expect(await count(page)).toBe(start + 1);

    // A double click is one vote: the next click is the sixth call.
    await likeButton(page).dblclick();
    await expect.poll(() => pressed(page)).toEqual(['false', 'false']);
    await dislikeButton(page).click();
    await expect.poll(() => pressed(page)).toEqual(['false', 'true']);
    expect(await count(page)).toBe(start);
    expect(requests.filter((url) => url.includes('/frontendService/game/like2'))).toHaveLength(6);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the state and says so when the server fails', async () => {
    const { page } = await openPage(browser.context, 'game-detail.html?scenario=server-error');
    await page.locator('[data-widget="game-like"][data-widget-state="mounted"]').waitFor({
      state: 'attached',
    });
    const start = await count(page);
    await likeButton(page).click();
    await expect
      .poll(() => page.locator('.cw-game-like__error').textContent())
      .toBe('Something went wrong on our side. Please try again later.');
    expect(await pressed(page)).toEqual(['false', 'false']);
    expect(await count(page)).toBe(start);
    await page.close();
  });
});
