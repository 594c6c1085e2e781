import userEvent from '@testing-library/user-event';
import { on } from '@casino/core';
import { HOVER_CLOSE_DELAY_MS, HOVER_PREVIEW_MS, SECONDARY_TOOLTIP_MAX_WIDTH } from './controller';
import { enhancePopovers } from './enhance';
import { VIEWPORT_MARGIN } from './placement';

const cleanups: (() => void)[] = [];

function page(html: string) {
  document.body.innerHTML = html;
  const cleanup = enhancePopovers(document.body);
  cleanups.push(cleanup);
  return cleanup;
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;

function fakeTimers() {
  vi.useFakeTimers();
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('enhancePopovers: popovers', () => {
  const terms = `
    <p><button id="t" data-popover="#terms">Terms</button></p>
    <div id="terms"><a href="/terms">All terms</a></div>
    <button id="outside">Elsewhere</button>`;

  it('binds a click popover with the SPEC defaults: light, arrow, bottom', async () => {
    page(terms);
    const trigger = byId('t');
    const panel = byId('terms');
    expect(panel).not.toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-controls', 'terms');
    expect(panel).toHaveClass('cw-popover', 'cw-popover--light', 'cw-popover--arrow');
    expect(panel.querySelector('.cw-popover__arrow')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(trigger);
    expect(panel).toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(panel.dataset.placement).toBe('bottom');
    await userEvent.click(trigger);
    expect(panel).not.toBeVisible();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    page(terms);
    await userEvent.click(byId('t'));
    await userEvent.tab();
    expect(screenLink()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(byId('terms')).not.toBeVisible();
    expect(byId('t')).toHaveFocus();
  });

  it('closes on a click outside, without taking focus', async () => {
    page(terms);
    await userEvent.click(byId('t'));
    await userEvent.click(screenLink(), { skipHover: true });
    expect(byId('terms')).toBeVisible();
    await userEvent.click(byId('outside'));
    expect(byId('terms')).not.toBeVisible();
    expect(byId('outside')).toHaveFocus();
  });

  it('keeps only one popover open at a time', async () => {
    page(`
      <button id="a" data-popover="#pa">A</button><div id="pa">Panel A</div>
      <button id="b" data-popover="#pb">B</button><div id="pb">Panel B</div>`);
    await userEvent.click(byId('a'));
    await userEvent.click(byId('b'));
    expect(byId('pa')).not.toBeVisible();
    expect(byId('pb')).toBeVisible();
    expect(byId('a')).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads theme, arrow and placement, and flips a panel that does not fit', async () => {
    page(`
      <button id="t" data-popover="#p" data-popover-theme="dark" data-popover-placement="top"
        data-popover-arrow="false">?</button>
      <div id="p">Dark</div>`);
    const trigger = byId('t');
    const panel = byId('p');
    expect(panel).toHaveClass('cw-popover--dark');
    expect(panel).not.toHaveClass('cw-popover--arrow');
    expect(panel.querySelector('.cw-popover__arrow')).toBeNull();
    const box = { x: 500, y: 400, width: 40, height: 20 };
    vi.spyOn(trigger, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect(box));
    await userEvent.click(trigger);
    expect(panel.dataset.placement).toBe('top');
    await userEvent.click(trigger);
    box.y = 2; // no room above: it goes below
    await userEvent.click(trigger);
    expect(panel.dataset.placement).toBe('bottom');
    expect(panel.style.top).toBe('32px');
  });

  it('points the arrow at the trigger', async () => {
    page(`<button id="t" data-popover="#p">?</button><div id="p">Text</div>`);
    const trigger = byId('t');
    const panel = byId('p');
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 300, y: 100, width: 40, height: 20 }),
    );
    vi.spyOn(panel, 'offsetWidth', 'get').mockReturnValue(200);
    vi.spyOn(panel, 'offsetHeight', 'get').mockReturnValue(80);
    await userEvent.click(trigger);
    expect(panel.style.left).toBe('220px');
    expect(panel.style.top).toBe('130px');
    expect(panel.querySelector<HTMLElement>('.cw-popover__arrow')?.style.left).toBe('100px');
  });

  it('fits a panel taller than the room on any side, scrolling inside without its arrow', async () => {
    page(`<button id="t" data-popover="#p">?</button><div id="p">Long text</div>`);
    const trigger = byId('t');
    const panel = byId('p');
    vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 300, y: 100, width: 40, height: 20 }),
    );
    // Too wide for either side of the trigger, too tall for above or below it.
    vi.spyOn(panel, 'offsetWidth', 'get').mockReturnValue(innerWidth - 100);
    vi.spyOn(panel, 'offsetHeight', 'get').mockReturnValue(innerHeight * 2);
    await userEvent.click(trigger);
    expect(panel.dataset.placement).toBe('bottom');
    expect(panel.style.top).toBe('130px');
    expect(panel.style.maxHeight).toBe(`${innerHeight - 130 - VIEWPORT_MARGIN}px`);
    expect(panel.style.overflowY).toBe('auto');
    expect(panel.querySelector<HTMLElement>('.cw-popover__arrow')?.style.display).toBe('none');
  });

  it('takes the panel from the next sibling marked data-popover-content', async () => {
    page(`<button id="t" data-popover>More</button><div id="c" data-popover-content>Next</div>`);
    await userEvent.click(byId('t'));
    expect(byId('c')).toBeVisible();
    expect(byId('t')).toHaveAttribute('aria-controls', 'c');
  });

  it('makes a trigger that is not a button operable by keyboard', async () => {
    page(`<span id="t" data-popover="#p">Info</span><div id="p">Text</div>`);
    const trigger = byId('t');
    expect(trigger).toHaveAttribute('role', 'button');
    expect(trigger).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(byId('p')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(byId('p')).not.toBeVisible();
  });

  it('warns about a trigger without its panel and binds the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    page(`<button id="x" data-popover="#missing">X</button>
      <button id="t" data-popover="#p">T</button><div id="p">P</div>`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('#missing'));
    await userEvent.click(byId('t'));
    expect(byId('p')).toBeVisible();
  });

  it('dispatches the sort value chosen in a server-rendered sort popover', async () => {
    const sorted = vi.fn();
    const off = on('sort:change', sorted);
    page(`
      <button id="t" data-popover="#sort">Sort</button>
      <ul id="sort" data-sort-group="casinos">
        <li><a href="?sort_by=rating" data-sort-value="rating">Rating</a></li>
        <li><a href="?sort_by=newest" data-sort-value="newest">Newest</a></li>
      </ul>`);
    await userEvent.click(byId('t'));
    await userEvent.click(document.querySelector('[data-sort-value="newest"]') as HTMLElement);
    expect(sorted).toHaveBeenCalledWith({ value: 'newest', group: 'casinos' });
    expect(byId('sort')).not.toBeVisible();
    expect(byId('t')).toHaveFocus();
    off();
  });

  it('binds once when enhanced twice, and the cleanup puts the HTML back', async () => {
    const html = `<p><button id="t" data-popover="#p" aria-label="Terms">T</button></p><div id="p" hidden class="box">P</div><span data-tooltip="Tip">i</span>`;
    document.body.innerHTML = html;
    const first = enhancePopovers(document.body);
    const second = enhancePopovers(document.body);
    await userEvent.click(byId('t'));
    expect(byId('p')).toBeVisible();
    // The same HTML, attribute order aside.
    const original = document.createElement('body');
    original.innerHTML = html;
    expect(document.body.isEqualNode(original)).toBe(false);
    second();
    first();
    expect(document.body.isEqualNode(original)).toBe(true);
    await userEvent.click(byId('t'));
    expect(byId('t')).not.toHaveAttribute('aria-expanded');
  });
});

function screenLink() {
  return document.querySelector('a[href="/terms"]') as HTMLElement;
}

describe('enhancePopovers: trigger by attribute and viewport width', () => {
  const html = `
    <button id="t" data-popover="#p" data-popover-trigger="click"
      data-popover-trigger-tablet="hover" data-popover-trigger-desktop="click">Bonus</button>
    <div id="p">Terms</div>`;

  it('opens on click on a phone (500 px)', async () => {
    vi.stubGlobal('innerWidth', 500);
    const user = fakeTimers();
    page(html);
    await user.hover(byId('t'));
    await vi.advanceTimersByTimeAsync(HOVER_PREVIEW_MS);
    expect(byId('p')).not.toBeVisible();
    await user.click(byId('t'));
    expect(byId('p')).toBeVisible();
  });

  it('opens on hover after the hover preview delay on a tablet (800 px)', async () => {
    vi.stubGlobal('innerWidth', 800);
    const user = fakeTimers();
    page(html);
    await user.hover(byId('t'));
    await vi.advanceTimersByTimeAsync(HOVER_PREVIEW_MS - 1);
    expect(byId('p')).not.toBeVisible();
    await vi.advanceTimersByTimeAsync(1);
    expect(byId('p')).toBeVisible();
    // The pointer may cross onto the panel without it closing.
    await user.unhover(byId('t'));
    await user.hover(byId('p'));
    await vi.advanceTimersByTimeAsync(HOVER_CLOSE_DELAY_MS);
    expect(byId('p')).toBeVisible();
    await user.unhover(byId('p'));
    await vi.advanceTimersByTimeAsync(HOVER_CLOSE_DELAY_MS);
    expect(byId('p')).not.toBeVisible();
  });

  it('follows the desktop attribute from 992 px (1000 px: click)', async () => {
    vi.stubGlobal('innerWidth', 1000);
    const user = fakeTimers();
    page(html);
    await user.hover(byId('t'));
    await vi.advanceTimersByTimeAsync(HOVER_PREVIEW_MS);
    expect(byId('p')).not.toBeVisible();
    await user.click(byId('t'));
    expect(byId('p')).toBeVisible();
  });

  it('decides at the moment of the event, so a resized window behaves by its new width', async () => {
    vi.stubGlobal('innerWidth', 500);
    const user = fakeTimers();
    page(html);
    vi.stubGlobal('innerWidth', 800);
    await user.hover(byId('t'));
    await vi.advanceTimersByTimeAsync(HOVER_PREVIEW_MS);
    expect(byId('p')).toBeVisible();
  });

  it('pins a hover popover opened by a click until the next click', async () => {
    vi.stubGlobal('innerWidth', 800);
    const user = fakeTimers();
    page(html);
    await user.click(byId('t'));
    expect(byId('p')).toBeVisible();
    await user.unhover(byId('t'));
    await vi.advanceTimersByTimeAsync(HOVER_CLOSE_DELAY_MS);
    expect(byId('p')).toBeVisible();
    await user.click(byId('t'));
    expect(byId('p')).not.toBeVisible();
  });
});

describe('enhancePopovers: tooltips', () => {
  it('adds a role="tooltip" element that describes its trigger', () => {
    page(
      `<button id="t" aria-describedby="hint" data-tooltip="Wagering 35x">?</button><p id="hint">Hint</p>`,
    );
    const tooltip = document.querySelector('[role="tooltip"]') as HTMLElement;
    expect(tooltip).toHaveTextContent('Wagering 35x');
    expect(tooltip).toHaveClass('cw-popover', 'cw-tooltip', 'cw-popover--light');
    expect(byId('t')).toHaveAttribute('aria-describedby', `hint ${tooltip.id}`);
    expect(byId('t')).toHaveAccessibleDescription('Hint Wagering 35x');
    expect(tooltip).not.toBeVisible();
  });

  it('shows on keyboard focus and hides on blur and on Escape', async () => {
    page(`<button id="t" data-tooltip="Wagering 35x">?</button><button id="next">Next</button>`);
    const tooltip = document.querySelector('[role="tooltip"]') as HTMLElement;
    await userEvent.tab();
    expect(tooltip).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(tooltip).not.toBeVisible();
    expect(byId('t')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    expect(tooltip).toBeVisible();
    await userEvent.tab();
    expect(tooltip).not.toBeVisible();
  });

  it('shows on hover at once and hides shortly after the pointer leaves', async () => {
    const user = fakeTimers();
    page(`<span id="t" data-tooltip="Wagering 35x">?</span>`);
    const tooltip = document.querySelector('[role="tooltip"]') as HTMLElement;
    expect(byId('t')).toHaveAttribute('tabindex', '0');
    await user.hover(byId('t'));
    expect(tooltip).toBeVisible();
    await user.unhover(byId('t'));
    await vi.advanceTimersByTimeAsync(HOVER_CLOSE_DELAY_MS - 1);
    expect(tooltip).toBeVisible();
    await vi.advanceTimersByTimeAsync(1);
    expect(tooltip).not.toBeVisible();
  });

  it('uses an element given by id and makes the secondary tooltip at most 350 px wide', async () => {
    page(`<button id="t" data-tooltip="#note" data-tooltip-secondary>?</button>
      <div id="note">Bonus <strong>terms</strong> apply</div>`);
    const note = byId('note');
    expect(note).toHaveAttribute('role', 'tooltip');
    expect(note).toHaveClass('cw-tooltip--secondary');
    expect(note.style.getPropertyValue('--cw-popover-max-width')).toBe(
      `${SECONDARY_TOOLTIP_MAX_WIDTH}px`,
    );
    expect(byId('t')).toHaveAttribute('aria-describedby', 'note');
    await userEvent.hover(byId('t'));
    expect(note).toBeVisible();
  });

  it('opens by click where the attribute says so, even though a press also focuses', async () => {
    page(
      `<button id="t" data-tooltip="Tap tip" data-popover-trigger="click">?</button><button id="o">o</button>`,
    );
    const tooltip = document.querySelector('[role="tooltip"]') as HTMLElement;
    await userEvent.click(byId('t'));
    expect(tooltip).toBeVisible();
    await userEvent.click(byId('t'));
    expect(tooltip).not.toBeVisible();
    await userEvent.click(byId('t'));
    await userEvent.click(byId('o'));
    expect(tooltip).not.toBeVisible();
  });

  it('shows one tooltip at a time', async () => {
    page(
      `<button id="a" data-tooltip="A tip">A</button><button id="b" data-tooltip="B tip">B</button>`,
    );
    await userEvent.hover(byId('a'));
    await userEvent.tab();
    await userEvent.tab();
    const visible = [...document.querySelectorAll('[role="tooltip"]')].filter(
      (tip) => !(tip as HTMLElement).hidden,
    );
    expect(visible).toHaveLength(1);
    expect(visible[0]).toHaveTextContent('B tip');
  });
});
