import { liveUrl, openPage, seriousViolations, sharedBrowser } from './browser';

const browser = sharedBrowser();

describe('forum discussions on other pages of the demo', () => {
  it('a member replies from the static page’s discussion', async () => {
    const { page, errors } = await openPage(browser.context, liveUrl('discussion.html?user=alice'));
    const discussion = page.locator('[data-widget="forum-discussion"]');
    const posts = discussion.locator('[data-posts] [data-post-id]');
    await posts.first().waitFor();
    const before = await posts.count();
    await discussion.getByRole('textbox', { name: 'Your reply' }).click();
    await discussion.locator('[data-reply-box] [contenteditable="true"]').waitFor();
    await page.keyboard.type('A weekly deposit limit keeps my play in check.');
    await discussion.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => posts.count()).toBe(before + 1);
    expect(await posts.last().textContent()).toContain('weekly deposit limit');
    expect(await seriousViolations(page)).toEqual([]);
    // The live server keeps it: still there after a reload, with its Edit for alice.
    await page.reload();
    await expect.poll(() => posts.count()).toBe(before + 1);
    expect(await posts.last().textContent()).toContain('weekly deposit limit');
    await posts.last().getByRole('button', { name: 'Edit' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a visitor reads the casino’s discussion tab and its related threads, loaded when opened', async () => {
    const { page, errors, requests } = await openPage(browser.context, 'casino-detail.html');
    const discussionCalls = () =>
      requests.filter((url) => url.includes('/frontendService/discussion')).length;
    await page.getByRole('tab', { name: 'Reviews' }).waitFor();
    expect(discussionCalls()).toBe(0);
    await page.getByRole('tab', { name: 'Discussion' }).click();
    const panel = page.locator('[data-cw-tab-panel="discussion"]');
    await panel.locator('[data-posts] [data-post-id]').first().waitFor();
    const related = panel.locator('[data-related-threads]');
    await related.waitFor();
    await related.getByRole('link', { name: '2' }).click();
    await expect
      .poll(() => panel.locator('[data-related-threads]').getAttribute('data-page'))
      .toBe('2');
    await panel.getByRole('textbox', { name: 'Your reply' }).click();
    await page.getByRole('dialog', { name: 'Welcome' }).waitFor();
    expect(discussionCalls()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
