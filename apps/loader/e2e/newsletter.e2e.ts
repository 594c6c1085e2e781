import { openPage, sharedBrowser } from './browser';

const browser = sharedBrowser();

describe('newsletter signup on the demo site', () => {
  it('checks the email, subscribes, changes the email and resends', async () => {
    const { page, errors } = await openPage(browser.context, 'article.html');
    const form = page.locator('article [data-widget="newsletter"][data-props*="inline"]');
    await form.scrollIntoViewIfNeeded();
    const email = form.getByLabel('Your email');
    await email.fill('player@');
    await email.blur();
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');

    // The fake backend answers inside a service worker, out of Playwright's sight, so
    // the page's own fetch records what is sent.
    await page.evaluate(() => {
      const sent: string[] = ((window as unknown as { sent: string[] }).sent = []);
      const original = window.fetch;
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith('/newsletter/signup')) sent.push(await request.clone().text());
        return original(request);
      };
    });
    const signups = () => page.evaluate(() => (window as unknown as { sent: string[] }).sent);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await signups()).toEqual([]);

    await email.fill('player@example.com');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const heading = form.getByRole('heading', { name: 'Check your inbox' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const sent = new URLSearchParams((await signups())[0]);
    expect(sent.get('email')).toBe('player@example.com');
    expect(sent.get('legallyAllowedToPlay')).toBe('true');
    expect(sent.get('recaptchaToken')).toBeTruthy();

    const stored = await page.evaluate(() => localStorage.getItem('modalManager'));
    expect(JSON.parse(stored!).value.disabled).toContain('newsletter');

    await form.getByRole('button', { name: 'Send the email again' }).click();
    await form.getByText('Email sent. Check your inbox.').waitFor();

    await form.getByRole('button', { name: 'Change email' }).click();
    expect(await form.getByLabel('Your email').inputValue()).toBe('player@example.com');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the server message of a failing scenario and keeps the typed email', async () => {
    const { page } = await openPage(browser.context, 'home.html?scenario=server-error');
    const form = page.locator('main [data-widget="newsletter"]');
    await form.getByLabel('Your email').fill('player@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('alert').getByText('Something went wrong on our side').waitFor();
    expect(await form.getByLabel('Your email').inputValue()).toBe('player@example.com');
    expect(
      await form.getByRole('button', { name: 'Subscribe' }).getAttribute('aria-busy'),
    ).toBeNull();
    await page.close();
  });

  it('works with the keyboard alone', async () => {
    const { page } = await openPage(browser.context, 'home.html');
    const form = page.locator('main [data-widget="newsletter"]');
    await form.getByLabel('Your email').waitFor();
    await form.getByLabel('Your email').focus();
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await form.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.close();
  });
});
