import { HttpResponse, http } from 'msw';
import type { MockInstance } from 'vitest';
import { on } from '@casino/core';
import { db } from '@casino/mocks';
import { server } from '@casino/mocks/node';
import { SERVER_MODAL_READY_CLASS } from '../modals/ready';
import { languageNavigation } from './languageForm';
import { openLanguageSettings } from './settingsPopup';

let go: MockInstance<(url: string) => void>;
let opened: string[] = [];
let off = () => {};

beforeEach(() => {
  go = vi.spyOn(languageNavigation, 'go').mockImplementation(() => undefined);
  opened = [];
  off = on('modal:open', ({ id }) => opened.push(id));
  document.body.innerHTML = `<a id="opener" href="/language-settings">English</a>
  <div data-cw-modal="language-settings" data-cw-site-modal="language-settings" class="${SERVER_MODAL_READY_CLASS}" hidden aria-labelledby="ls-title">
    <h2 id="ls-title">Language settings</h2><div data-cw-language-settings-body></div></div>`;
});
afterEach(() => off());

const opener = () => document.querySelector<HTMLAnchorElement>('#opener')!;
const popup = () => document.querySelector<HTMLElement>('[data-cw-modal]')!;
const origin = location.origin;

describe('language settings popup', () => {
  it("fills the popup with the server's settings for this page, cleaned, and opens it", async () => {
    server.use(
      http.get('*/frontendService/userLanguageSettings', ({ request }) =>
        HttpResponse.text(
          `<p>For ${new URL(request.url).searchParams.get('currentUrl')}</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`,
        ),
      ),
    );
    await openLanguageSettings(opener());
    expect(opened).toEqual(['language-settings']);
    expect(popup()).toHaveTextContent(`For ${location.href}`);
    expect(popup().querySelector('script')).toBeNull();
    expect(popup().querySelector('img')).not.toHaveAttribute('onerror');
    expect(go).not.toHaveBeenCalled();
  });

  it('a link to another domain sends the setting and goes where the answer says', async () => {
    await openLanguageSettings(opener());
    popup().querySelector<HTMLAnchorElement>('a[data-site-lang="de"]')!.click();
    await vi.waitFor(() =>
      expect(go).toHaveBeenCalledWith('https://de.casino-guide.example/?lang=de&country=DE'),
    );
    expect(db.siteModals.languageSettings).toEqual([
      {
        siteLang: 'de',
        countryCode: 'DE',
        preferredLanguages: ['de'],
        siteUrl: 'https://de.casino-guide.example/',
      },
    ]);
  });

  it("a failed setting is logged and goes to the link's own address", async () => {
    await openLanguageSettings(opener());
    server.use(http.post('*/frontendService/languageCountrySettings', () => HttpResponse.error()));
    popup().querySelector<HTMLAnchorElement>('a[data-site-lang="pl"]')!.click();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://pl.casino-guide.example/'));
    await vi.waitFor(() => expect(db.errorLog.join()).toMatch(/language setting failed/));
  });

  it("a failed popup load is logged and goes to the opener's own address", async () => {
    server.use(http.get('*/frontendService/userLanguageSettings', () => HttpResponse.error()));
    await openLanguageSettings(opener());
    expect(go).toHaveBeenCalledWith(`${origin}/language-settings`);
    expect(opened).toEqual([]);
    await vi.waitFor(() => expect(db.errorLog.join()).toMatch(/language settings failed/));
  });

  it("the popup's language form follows the redirect of a 200 answer", async () => {
    await openLanguageSettings(opener());
    const form = popup().querySelector('form')!;
    form.querySelector<HTMLSelectElement>('[name="siteLang"]')!.value = 'fr';
    form.querySelector<HTMLSelectElement>('[name="countryCode"]')!.value = 'FR';
    form.querySelector<HTMLInputElement>('[name="prefLangs"][value="en"]')!.checked = true;
    form.requestSubmit();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(`${location.href}?lang=fr&country=FR`));
    expect(db.siteModals.languageSettings[0]).toMatchObject({
      siteLang: 'fr',
      countryCode: 'FR',
      prefLangs: ['en'],
    });
  });

  it('the language form checks its own validity first and shows a refusal', async () => {
    await openLanguageSettings(opener());
    const form = popup().querySelector('form')!;
    form.requestSubmit();
    expect(db.siteModals.languageSettings).toEqual([]);
    const select = form.querySelector<HTMLSelectElement>('[name="siteLang"]')!;

    const klingon = document.createElement('option');
    klingon.value = 'tlh';
    select.append(klingon);
    select.value = 'tlh';
    form.requestSubmit();
    await vi.waitFor(() =>
      expect(form.querySelector('[data-cw-form-error]')).toHaveTextContent('not offered'),
    );
    expect(go).not.toHaveBeenCalled();
  });

  it('without the popup on the page the link is followed', async () => {
    popup().remove();
    await openLanguageSettings(opener());
    expect(go).toHaveBeenCalledWith(`${origin}/language-settings`);
  });
});
