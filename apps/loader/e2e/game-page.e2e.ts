import type { Page } from 'playwright-core';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function open(file: string, size: { width: number; height: number }) {
  const watched = await openPage(browser.context, file);
  await watched.page.setViewportSize(size);
  for (const widget of ['game-like', 'game-list', 'game-vote', 'game-request', 'game-page'])
    await watched.page
      .locator(`[data-widget="${widget}"][data-widget-state="mounted"]`)
      .waitFor({ state: 'attached' });
  return watched;
}

const listAdd = (page: Page) => page.locator('.game-actions [data-game-list-add]');
const listRemove = (page: Page) => page.locator('.game-actions [data-game-list-remove]');
const voteLink = (page: Page) => page.getByRole('button', { name: /Does this game work/ });

const withinWindow = (
  box: { x: number; y: number; width: number; height: number },
  size: { width: number; height: number },
) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height;

describe.each(SIZES)('the game page at %s size', (_, size) => {
  it('a member likes, keeps the game in a list, votes and resets, all by keyboard', async () => {
    const { page, errors } = await open('game-detail.html?user=alice', size);

    const like = page.locator('[data-game-like-type="LIKE"]');
    await like.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    await listAdd(page).focus();
    await page.keyboard.press('Enter');
    await listRemove(page).waitFor();
    expect(await listAdd(page).isHidden()).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.hasAttribute('data-game-list-remove')),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await listAdd(page).waitFor();

    await voteLink(page).focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Does this game work for you?' });
    await popover.getByText('United Kingdom').waitFor();
    expect(await seriousViolations(page, '[data-vote-popover]')).toEqual([]);
    // Focus is on the first option: Enter votes at once.
    await page.keyboard.press('Enter');
    await popover.getByText('Thank you for your vote!').waitFor();
    await popover.waitFor({ state: 'detached', timeout: 5000 });
    expect(await voteLink(page).getAttribute('data-vote-state')).toBe('LIKE');
    expect(await page.getByText('You said it works.').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => voteLink(page).getAttribute('data-vote-state')).toBe('');
    expect(await popover.count()).toBe(0);

    // The closed vote opens nothing.
    await page.getByRole('button', { name: /closed/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await page.getByRole('dialog').count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a visitor requests a game by keyboard, and adding to the list asks to log in', async () => {
    const { page, errors } = await open('game-detail.html', size);

    await page.getByRole('button', { name: 'Request a game' }).focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Request a game' });
    const name = modal.getByLabel('Name of the game');
    await name.waitFor();
    expect(await seriousViolations(page, '[data-modal-id="request-game"]')).toEqual([]);
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await modal.getByText('Please enter the name of the game.').waitFor();
    await page.keyboard.type('Starburst');
    await page.keyboard.press('Tab');
    await page.keyboard.type('NetEnt');
    await page.keyboard.press('Tab');
    await page.keyboard.type('The XXXtreme one');
    expect(await modal.getByText('16/500').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await modal.getByText('Thank you: we will look for this game').waitFor();
    expect(await name.inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });

    await listAdd(page).click();
    await page.getByRole('dialog', { name: 'Welcome' }).waitFor();
    expect(await listAdd(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the server messages of a refused request and a refused vote, keeping the text', async () => {
    const { page } = await open('game-detail.html?scenario=game-request-refused', size);
    await page.getByRole('button', { name: 'Request a game' }).click();
    const modal = page.getByRole('dialog', { name: 'Request a game' });
    await modal.getByLabel('Name of the game').fill('Starburst');
    await modal.getByRole('button', { name: 'Send request' }).dblclick();
    await modal.getByRole('alert').getByText('We cannot take game requests').waitFor();
    expect(await modal.getByLabel('Name of the game').inputValue()).toBe('Starburst');
    await page.close();

    const voting = await open('game-detail.html?scenario=vote-refused', size);
    await voteLink(voting.page).click();
    const popover = voting.page.getByRole('dialog', { name: 'Does this game work for you?' });
    await popover.getByRole('button', { name: 'No, it does not' }).click();
    await popover.getByRole('alert').getByText('Voting is closed for this game.').waitFor();
    expect(await voteLink(voting.page).getAttribute('data-vote-state')).toBe('');
    await voting.page.close();
  });

  it('opens the vote popover inside the window, above the link when below it has no room', async () => {
    const { page, errors } = await open('game-detail.html', size);
    await voteLink(page).click();
    const popover = page.getByRole('dialog', { name: 'Does this game work for you?' });
    await popover.getByText('United Kingdom').waitFor();
    const box = await popover.boundingBox();
    expect(box).not.toBeNull();
    expect(withinWindow(box!, size)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens at its hashes, plays, and shows a card’s detail (a route of its own on a phone)', async () => {
    const { page, errors } = await open('game-detail.html#review', size);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-game-hash')))
      .toBe('review');

    await page
      .getByRole('button', { name: /for real money/ })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#play-for-real');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-game-hash')))
      .toBe('play-for-real');

    const cards = page.locator('[data-game-card]');
    const types = await cards.evaluateAll((all) =>
      all.map((card) => card.getAttribute('data-card-type')),
    );
    expect(new Set(types)).toEqual(
      new Set(['IFRAME', 'IMAGE_GALLERY', 'PREVIEW_VIDEO', 'LIVE_STREAM', 'GAMALYZE']),
    );
    const opener = page.locator('[data-game-card-open]').first();
    await opener.scrollIntoViewIfNeeded();
    await opener.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Game details' });
    await panel.waitFor();
    expect(await panel.textContent()).toContain(await cards.first().getAttribute('aria-label'));
    if (size.width < 768) {
      await expect
        .poll(() => page.evaluate(() => location.hash))
        .toMatch(/^#game-detail&gameId=\d+$/);
      expect(await panel.getAttribute('data-game-detail-route')).not.toBeNull();
      expect(await seriousViolations(page, '[data-game-detail-panel]')).toEqual([]);
      await page.goBack();
      await panel.waitFor({ state: 'hidden' });
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.hasAttribute('data-game-card-open')),
        )
        .toBe(true);
    } else {
      expect(await page.evaluate(() => location.hash)).toBe('#play-for-real');
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();

    const playing = await open('game-detail.html#playGame', size);
    await playing.page.locator('[data-game-stage] iframe').waitFor({ state: 'attached' });
    await playing.page.close();
  });
});

it('fits the vote popover into a window too short for either side, scrolling inside', async () => {
  const short = { width: 390, height: 420 };
  const { page, errors } = await open('game-detail.html', short);
  await voteLink(page).click();
  const popover = page.getByRole('dialog', { name: 'Does this game work for you?' });
  await popover.getByText('United Kingdom').waitFor();
  expect(withinWindow((await popover.boundingBox())!, short)).toBe(true);
  expect(await popover.evaluate((panel) => panel.scrollHeight > panel.clientHeight)).toBe(true);
  // Its last control is reached by scrolling the popover, not the page.
  const close = popover.getByRole('button', { name: 'Close' });
  await close.scrollIntoViewIfNeeded();
  expect(withinWindow((await close.boundingBox())!, short)).toBe(true);
  await close.click();
  await popover.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
  await page.close();
});
