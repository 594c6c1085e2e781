import { SEEDED_THREADS } from '@casino/mocks';
import { liveUrl, openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

/** The seeded thread that has a poll, on its live page. */
const pollPage = (query: string) => liveUrl(`forum/thread/${SEEDED_THREADS.publicPoll}?${query}`);

describe('a thread poll on the demo', () => {
  it('a visitor choosing an option gets the login dialog and no vote is sent', async () => {
    const { page } = await openPage(browser.context, pollPage('user=visitor'));
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
    const { page, errors } = await openPage(browser.context, pollPage('user=alice'));
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
