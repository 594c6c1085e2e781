import { openPage, sharedBrowser, siteUrl } from './browser';

const browser = sharedBrowser();

/** An address the email pattern rightly allows (a quoted local part), holding markup. */
const HOSTILE_EMAIL = '"<img src=x onerror=window.pwned=1>"@example.com';

describe('the demo site stays safe and up', () => {
  it('answers a broken percent-encoding with 400 and keeps serving', async () => {
    const broken = await fetch(`${siteUrl()}%E0%A4%A`);
    expect(broken.status).toBe(400);
    const index = await fetch(siteUrl('index.html'));
    expect(index.status).toBe(200);
  });

  it('shows a hostile email in the demo mailbox as text', async () => {
    const { page, errors } = await openPage(browser.context, 'signup.html');
    const form = page.locator('[data-widget="signup"]');
    await form.getByLabel('Username').fill('quoted');
    await form.getByLabel('Email').fill(HOSTILE_EMAIL);
    await form.getByLabel('Password', { exact: true }).fill('Correct-Horse-42');
    await form.getByLabel('Repeat password').fill('Correct-Horse-42');
    await form.getByLabel(/I agree to the terms/).check();
    await form.getByRole('button', { name: 'Sign up' }).last().click();

    await page.waitForURL(/signup-confirmation/);
    const mailbox = page.getByRole('complementary', { name: 'Demo mailbox' });
    await mailbox.getByText(`From Casino Guide to ${HOSTILE_EMAIL}`).waitFor();
    expect(await mailbox.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
