import type { HtmlRules, Sanitizer } from '@casino/ui';

/**
 * What a notification message may keep: inline text markup only. Everything else goes,
 * content kept where it is text: scripts and styles, event-handler attributes, links
 * (the whole item is the link, and `javascript:` ones are not kept anyway), images and
 * forms. DESIGN.md: anything from a live channel is sanitized before it touches the DOM;
 * the loaded list is treated the same way.
 */
const MESSAGE_RULES: HtmlRules = {
  tags: ['b', 'strong', 'i', 'em', 'u', 's', 'small', 'mark', 'span', 'br', 'q', 'code'],
  attributes: [],
};

/** A notification's message cleaned by ui's sanitizer, for `dangerouslySetInnerHTML`. */
export const sanitizeMessage = (sanitizer: Sanitizer, html: string): TrustedHTML =>
  sanitizer.html(html, MESSAGE_RULES);
