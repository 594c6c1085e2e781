import { enhanceReplyTranslation } from './replyTranslation';

function replies() {
  document.body.innerHTML = `<div data-replies>
  <div data-reply-translate>
    <label>Replies in <select data-reply-language>
      <option value="">Original</option><option value="de">Deutsch</option><option value="fr">Français</option>
    </select></label>
    <p data-translation-warning hidden>Translated automatically.</p>
  </div>
  <div><p data-reply-text>Thanks for your review</p><p data-reply-translation="de" lang="de" hidden>Danke für Ihre Bewertung</p></div>
  <div><p data-reply-text>We fixed it</p></div>
</div>`;
  return document.querySelector<HTMLSelectElement>('select[data-reply-language]')!;
}

const visibleTexts = () =>
  [...document.querySelectorAll<HTMLElement>('[data-reply-text], [data-reply-translation]')]
    .filter((item) => !item.hidden)
    .map((item) => item.textContent);
const warning = () => document.querySelector<HTMLElement>('[data-translation-warning]')!;

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('reply translation', () => {
  it('shows the replies in the chosen language with the warning, and the original without it', () => {
    const select = replies();
    const cleanup = enhanceReplyTranslation();
    choose(select, 'de');
    expect(visibleTexts()).toEqual(['Danke für Ihre Bewertung', 'We fixed it']);
    expect(warning().hidden).toBe(false);
    choose(select, '');
    expect(visibleTexts()).toEqual(['Thanks for your review', 'We fixed it']);
    expect(warning().hidden).toBe(true);
    cleanup();
  });

  it('keeps the originals, and no warning, for a language no reply has', () => {
    const select = replies();
    const cleanup = enhanceReplyTranslation();
    choose(select, 'fr');
    expect(visibleTexts()).toEqual(['Thanks for your review', 'We fixed it']);
    expect(warning().hidden).toBe(true);
    cleanup();
    choose(select, 'de');
    expect(visibleTexts()).toEqual(['Thanks for your review', 'We fixed it']);
  });
});
