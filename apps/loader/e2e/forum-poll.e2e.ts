import { SEEDED_THREADS, renderForumThread } from '@casino/mocks';
import { openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

/**
 * The demo's thread page shows a thread without a poll; here it is served with the seeded
 * thread that has one, rendered as the server renders it (the demo's fake backend starts
 * from the same seed).
 */
const POLL_PAGE = 'forum-thread.html?poll';

beforeAll(() =>
  browser.context.route(/\/forum-thread\.html\?poll/, async (route) => {
    const threadId = SEEDED_THREADS.publicPoll;
    const page = await (await route.fetch()).text();
    const main = `<main id="main">${renderForumThread(threadId) ?? ''}
<div data-widget="forum-thread" data-load="eager" data-props='{"threadId":${threadId}}'></div></main>`;
    await route.fulfill({
      contentType: 'text/html',
      body: page.replace(/<main id="main">[\s\S]*<\/main>/, main),
    });
  }),
);

describe('a thread poll on the demo', () => {
  it('a visitor choosing an option gets the login dialog and no vote is sent', async () => {
    const { page } = await openPage(browser.context, `${POLL_PAGE}&user=visitor`);
    const votes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/thread/pollVote')) votes.push(request.url());
    });
    await page.locator('[data-widget="forum-thread"][data-widget-state="mounted"]').waitFor({
      state: 'attached',
    });
    await page.getByRole('button', { name: 'Card' }).click();
    await page.getByRole('dialog').getByRole('tab', { name: 'Log in' }).waitFor();
    expect(votes).toEqual([]);
    await page.close();
  });

  it('a member votes with the keyboard: the results replace the poll', async () => {
    const { page, errors } = await openPage(browser.context, `${POLL_PAGE}&user=alice`);
    await page.locator('[data-widget="forum-thread"][data-widget-state="mounted"]').waitFor({
      state: 'attached',
    });
    const poll = page.locator('[data-poll]');
    await page.getByRole('button', { name: 'Crypto' }).focus();
    await page.keyboard.press('Enter');
    await poll.locator('[data-poll-results]').waitFor();
    expect(await poll.getByRole('button', { name: 'Crypto' }).count()).toBe(0);
    expect(await poll.textContent()).toContain('Crypto');
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
