// Loaded on phones only: the stacked sections, the nav that follows them, the sticky visit button.
import { clock } from '@casino/core';
import { SCROLL_OFFSET_PX, TAB_INITIAL_JUMP_MS, scrollToElement } from '@casino/ui';
import { casinoDetailHooks, pageHooks } from '@casino/api';
import { text } from './messages';
import { followViewportMiddle, markCurrent } from './sections';
import { leaveOutRepeats } from './repeats';
import { followStripFocus, revealEntry } from './strip';

export interface StackOptions {
  /** The tab named by the address (`#tab=`), scrolled to once the page settles. */
  initial: string | null;
  /** Fetches a panel marked `data-cw-tab-load` (called once per panel). */
  load: (name: string, panel: HTMLElement) => void;
}

function arrow(label: string, glyph: string, step: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'cw-casino-detail__jump';
  button.dataset.sectionStep = String(step);
  button.setAttribute('aria-label', label);
  const icon = document.createElement('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = glyph;
  button.append(icon);
  return button;
}

/**
 * SPEC §2 on mobile: the tab contents are stacked and every panel shows (lazy ones load
 * at once); the tab list becomes a sticky in-page navigation whose current entry is the
 * section crossing the viewport's middle (an IntersectionObserver on that line, so
 * scrolling reads no layout), a press on an entry scrolls to its section and moves
 * keyboard focus there, and the up and down arrows (buttons, and the arrow keys in the
 * navigation) jump to the previous and next section, focus staying on them. Returns the
 * cleanup.
 */
export function stackTabs(container: HTMLElement, options: StackOptions): () => void {
  const own = (element: Element) => element.closest(`[${pageHooks.cwTabs}]`) === container;
  const list = container.querySelector<HTMLElement>(`[${pageHooks.cwTablist}]`);
  const tabs = [...container.querySelectorAll<HTMLElement>(`[${pageHooks.cwTab}]`)].filter(own);
  const panelOf = (tab: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>(`[${pageHooks.cwTabPanel}]`)].find(
      (panel) => own(panel) && panel.dataset.cwTabPanel === tab.dataset.cwTab,
    ) ?? null;
  const pairs = tabs.flatMap((tab) => {
    const panel = panelOf(tab);
    return panel ? [{ tab, panel, name: tab.dataset.cwTab ?? '' }] : [];
  });
  if (!list || pairs.length === 0) return () => undefined;

  container.dataset.layout = 'stacked';
  list.setAttribute('role', 'navigation');
  if (!list.hasAttribute('aria-label')) list.setAttribute('aria-label', text.sections());
  const up = arrow(text.previousSection(), '↑', -1);
  const down = arrow(text.nextSection(), '↓', 1);
  list.append(up, down);
  pairs.forEach(({ tab, panel, name }) => {
    if (tab instanceof HTMLButtonElement) tab.type = 'button';
    tab.id ||= `cw-section-tab-${name}`;
    panel.id ||= `cw-section-${name}`;
    panel.hidden = false;
    panel.setAttribute('role', 'region');
    panel.setAttribute('aria-labelledby', tab.id);
    if (panel.hasAttribute(pageHooks.cwTabLoad)) options.load(name, panel);
  });
  const restoreRepeats = leaveOutRepeats(pairs);

  const entries = pairs.map(({ tab }) => tab);
  let current = -1;
  const setCurrent = (index: number) => {
    if (index === current) return;
    current = index;
    markCurrent(entries, index);
    const entry = entries[index];
    if (entry) revealEntry(list, entry);
    up.disabled = index <= 0;
    down.disabled = index >= pairs.length - 1;
  };
  setCurrent(0);

  const follower = followViewportMiddle(
    pairs.map(({ panel }) => panel),
    setCurrent,
  );

  // The sticky navigation covers the top of a section it scrolls to: the offset leaves room.
  // A chosen section takes focus (the panel, made focusable, without a second jump); the
  // arrows keep it, so they can be pressed again.
  const goTo = (index: number, focus = false) => {
    const pair = pairs[Math.max(0, Math.min(index, pairs.length - 1))];
    if (!pair) return;
    setCurrent(pairs.indexOf(pair));
    follower.hold();
    scrollToElement(pair.panel, { offset: SCROLL_OFFSET_PX + list.offsetHeight, focus });
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const step = target?.closest<HTMLElement>(`[${casinoDetailHooks.sectionStep}]`);
    if (step) return goTo(current + Number(step.dataset.sectionStep));
    const tab = target?.closest<HTMLElement>(`[${pageHooks.cwTab}]`);
    const at = pairs.findIndex((pair) => pair.tab === tab);
    if (at < 0) return;
    event.preventDefault();
    goTo(at, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    goTo(current + step);
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeyDown);
  const stopStripFocus = followStripFocus(list, entries);

  const initial = pairs.findIndex((pair) => pair.name === options.initial);
  const timer =
    initial > 0 ? clock.setTimeout(() => goTo(initial), TAB_INITIAL_JUMP_MS) : undefined;
  return () => {
    clock.clearTimeout(timer);
    follower.stop();
    restoreRepeats();
    stopStripFocus();
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeyDown);
    up.remove();
    down.remove();
  };
}

/**
 * SPEC §2 sticky visit button, mobile only: shown (`hidden` off, `data-active`) once the
 * main visit button has left the viewport upwards, hidden again when it comes back.
 * Both are the server's links and keep their `/exit` address.
 */
export function followVisitButton(main: HTMLElement, sticky: HTMLElement): () => void {
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry) return;
    const past = !entry.isIntersecting && entry.boundingClientRect.top < 0;
    sticky.hidden = !past;
    sticky.dataset.active = String(past);
  });
  observer.observe(main);
  return () => observer.disconnect();
}
