/**
 * Reply translation (SPEC §4): the server renders each reply with its translations
 * beside the original, and a language select for the replies:
 *
 * ```html
 * <div data-replies>
 *   <div data-reply-translate>
 *     <select data-reply-language><option value="">Original</option><option value="de">…
 *     <p data-translation-warning hidden>Translated automatically…</p>
 *   </div>
 *   <p data-reply-text>original</p> <p data-reply-translation="de" lang="de" hidden>…</p>
 * </div>
 * ```
 *
 * Choosing a language shows the replies in it (a reply without that translation stays
 * original) with the warning; choosing the original (the empty value) hides the warning.
 */
import { pageHooks } from '@casino/api';
import { REPLY_LANGUAGE_SELECTOR } from './hooks';

export function showRepliesIn(scope: Element, language: string): void {
  let translated = false;
  for (const original of scope.querySelectorAll<HTMLElement>(`[${pageHooks.replyText}]`)) {
    const translations = [
      ...(original.parentElement?.querySelectorAll<HTMLElement>(
        `:scope > [${pageHooks.replyTranslation}]`,
      ) ?? []),
    ];
    const chosen = language
      ? translations.find((item) => item.dataset.replyTranslation === language)
      : undefined;
    translations.forEach((item) => (item.hidden = item !== chosen));
    original.hidden = chosen !== undefined;
    if (chosen) translated = true;
  }
  scope.querySelectorAll<HTMLElement>(`[${pageHooks.translationWarning}]`).forEach((warning) => {
    warning.hidden = !translated;
  });
}

/** Follows every reply language select in `doc` by delegation; returns the cleanup. */
export function enhanceReplyTranslation(doc: Document = document): () => void {
  const onChange = (event: Event) => {
    const select = (event.target as Element | null)?.closest?.<HTMLSelectElement>(
      REPLY_LANGUAGE_SELECTOR,
    );
    const scope = select?.closest(`[${pageHooks.replies}]`);
    if (select && scope) showRepliesIn(scope, select.value);
  };
  doc.addEventListener('change', onChange);
  return () => doc.removeEventListener('change', onChange);
}
