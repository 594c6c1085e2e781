import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * The server's buttons widgets bind, wherever they are on the page: the hooks the base
 * control look lists (`button:is(…)` in `@casino/ui/controls.css`).
 */
const SERVER_CONTROLS = readFileSync(
  createRequire(import.meta.url).resolve('@casino/ui/controls.css'),
  'utf8',
)
  .match(/button:is\(([^)]*)\)/)![1]!
  .split(',')
  .map((hook) => `button${hook.trim()}, button${hook.trim()} *`);

/** Where widget elements are: placeholders, what widgets portal to <body>, server controls. */
const WIDGET_ELEMENTS = [
  '[data-widget] *',
  '.cw-dialog *',
  '.cw-popover *',
  '.cw-flash *',
  '.cw-touch-panel *',
  '.cw-lightbox *',
  ...SERVER_CONTROLS,
].join(', ');

/**
 * The colours of the light theme, read in the page: each light token as a text colour
 * and as a background, and the browser's own colours of a light control and text (what
 * an unstyled button shows). Colours the dark theme has too are left out.
 */
export async function lightThemeColours(
  page: Page,
): Promise<{ text: string[]; background: string[] }> {
  return page.evaluate(() => {
    const TEXT = ['text', 'text-muted', 'brand', 'danger', 'success'];
    const BACKGROUND = ['surface', 'surface-alt', 'brand'];
    const read = (theme: string) => {
      const box = document.createElement('div');
      box.dataset.cwTheme = theme;
      document.body.append(box);
      const probe = (css: string) => {
        const element = document.createElement('span');
        element.style.cssText = css;
        box.append(element);
        return getComputedStyle(element);
      };
      const text = TEXT.map((name) => probe(`color: var(--cw-color-${name})`).color);
      const background = BACKGROUND.map(
        (name) => probe(`background: var(--cw-color-${name})`).backgroundColor,
      );
      const native = document.createElement('button');
      native.style.cssText = 'all: revert; color-scheme: light';
      box.append(native);
      if (theme === 'light') {
        text.push(getComputedStyle(native).color);
        background.push(getComputedStyle(native).backgroundColor);
      }
      box.remove();
      return { text, background };
    };
    const light = read('light');
    const dark = read('dark');
    return {
      text: light.text.filter((colour) => !dark.text.includes(colour)),
      background: light.background.filter((colour) => !dark.background.includes(colour)),
    };
  });
}

/** Each visible widget element whose text or background is a light-theme colour, named. */
export function lightElements(page: Page, light: { text: string[]; background: string[] }) {
  return page.evaluate(
    ([selector, colours]) => {
      const name = (element: Element) => {
        const widget = element.closest('[data-widget]')?.getAttribute('data-widget');
        const classes = [...element.classList].map((c) => `.${c}`).join('');
        const text = element.textContent?.trim().slice(0, 30);
        return `${widget ? `[${widget}] ` : ''}<${element.localName}${classes}> "${text}"`;
      };
      // The server's markup a widget binds (its placeholder's `data-on`) is the widget's too.
      const bound = [...document.querySelectorAll<HTMLElement>('[data-widget][data-on]')]
        .flatMap((placeholder) => placeholder.dataset.on!.split(','))
        .flatMap((hook) => [hook, `${hook} *`]);
      const found: string[] = [];
      const elements = new Set(document.querySelectorAll([selector, ...bound].join(', ')));
      for (const element of elements) {
        if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const style = getComputedStyle(element);
        const ownText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
        );
        if (ownText && colours.text.includes(style.color))
          found.push(`${name(element)} text ${style.color}`);
        if (colours.background.includes(style.backgroundColor))
          found.push(`${name(element)} background ${style.backgroundColor}`);
      }
      return found;
    },
    [WIDGET_ELEMENTS, light] as const,
  );
}

export async function switchToDark(page: Page) {
  // The demo's own switch, pressed even under a dialog the page opened by itself (the
  // site modals page): what is checked is the theme, not the demo's footer.
  await page.getByRole('button', { name: 'Dark theme' }).dispatchEvent('click');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.cwTheme))
    .toBe('dark');
}
