/**
 * Card toggles (`[data-card-toggle]`, SPEC §4 Cards): casino cards expand on their own;
 * only one mini card of a list is expanded at a time.
 */
import { listsHooks, pageHooks } from '@casino/api';

export function toggleCard(root: Element, toggle: HTMLElement): void {
  const card = toggle.closest<HTMLElement>(`[${pageHooks.card}]`);
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  if (open && card?.dataset.cardVariant === 'mini') {
    const list = card.closest(`[${pageHooks.listItems}]`) ?? root;
    list
      .querySelectorAll<HTMLElement>(
        `[${listsHooks.cardVariant}="mini"] [${listsHooks.cardToggle}][aria-expanded="true"]`,
      )
      .forEach((other) => {
        if (other !== toggle) setExpanded(other, false);
      });
  }
  setExpanded(toggle, open);
}

function setExpanded(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const id = toggle.getAttribute('aria-controls');
  const details = id ? document.getElementById(id) : null;
  if (details) details.hidden = !open;
  toggle.closest(`[${pageHooks.card}]`)?.toggleAttribute(listsHooks.cardExpanded, open);
}
