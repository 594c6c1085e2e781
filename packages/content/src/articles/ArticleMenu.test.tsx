import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articleMenuWidget } from '../widgets/article-menu';
import { ArticleMenu } from './ArticleMenu';
import { MENU_COOKIE, MENU_COOKIE_DAYS } from './menuCookie';

const ITEMS = [
  {
    id: 'bonuses',
    label: 'Bonuses',
    href: '#bonuses',
    children: [
      { id: 'wagering', label: 'Wagering requirements', href: '#wagering' },
      { id: 'max-bet', label: 'Maximum bet', href: '#max-bet' },
    ],
  },
  { id: 'payments', label: 'Payments', href: '#payments' },
];

const toggleOf = (root: HTMLElement) =>
  root.querySelector('button[aria-label="Show the sections of Bonuses"]');

const MS_PER_MINUTE = 60_000;
const HOUR_MS = MENU_COOKIE_DAYS * 24 * 60 * MS_PER_MINUTE;

function renderMenu(opened?: string[]) {
  const user = userEvent.setup();
  const view = render(<ArticleMenu label="In this article" items={ITEMS} opened={opened} />);
  const toggle = () => screen.getByRole('button', { name: 'Show the sections of Bonuses' });
  return { user, view, toggle };
}

/** The server's plain list of the menu: every section shown. */
function serverList(): HTMLElement {
  const placeholder = document.createElement('div');
  const links = (items: typeof ITEMS): string =>
    items
      .map(
        (item) =>
          `<li><a href="${item.href}">${item.label}</a>${
            'children' in item && item.children ? `<ul>${links(item.children)}</ul>` : ''
          }</li>`,
      )
      .join('');
  // Test markup of our own, not user text.
  placeholder.innerHTML = `<nav aria-label="In this article"><ul>${links(ITEMS)}</ul></nav>`;
  document.body.append(placeholder);
  return placeholder;
}

/** The links a reader sees: not inside a hidden list. */
const shownLinks = (root: HTMLElement) =>
  [...root.querySelectorAll('a')]
    .filter((link) => !link.closest('[hidden]'))
    .map((link) => link.textContent);

function clearCookie() {
  document.cookie = `${MENU_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

beforeEach(clearCookie);
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('ArticleMenu', () => {
  it('mounts showing the same sections as the server list it replaces', () => {
    const placeholder = serverList();
    const before = shownLinks(placeholder);
    expect(before).toContain('Maximum bet');
    let unmount = () => {};
    act(() => {
      unmount = articleMenuWidget.mount(placeholder, { label: 'In this article', items: ITEMS });
    });
    expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
    expect(shownLinks(placeholder)).toEqual(before);
    expect(toggleOf(placeholder)).toHaveAttribute('aria-expanded', 'true');
    act(() => unmount());
  });

  it('starts with the items the server rendered open when it says which', () => {
    const { toggle } = renderMenu([]);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Maximum bet' })).not.toBeInTheDocument();
  });

  it('opens and closes an item from the keyboard, its sections hidden while closed', async () => {
    const { user, toggle } = renderMenu();
    expect(screen.getByRole('navigation', { name: 'In this article' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Maximum bet' })).toBeVisible();
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Maximum bet' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Maximum bet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Payments/ })).not.toBeInTheDocument();
  });

  it('remembers the opened items in a cookie for an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    const cookieWrites: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie'))
      owner = Object.getPrototypeOf(owner) as object | null;
    const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    });
    const { user, view, toggle } = renderMenu([]);
    await user.click(toggle());
    const written = cookieWrites.at(-1)!;
    expect(written.startsWith(`${MENU_COOKIE}=${encodeURIComponent('["bonuses"]')}`)).toBe(true);
    const expires = /expires=([^;]+)/.exec(written)![1]!;
    expect(new Date(expires).getTime() - Date.now()).toBe(HOUR_MS);

    view.unmount();
    renderMenu([]);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it("keeps the visitor's closed items closed over the server's open list", async () => {
    const first = renderMenu();
    await first.user.click(first.toggle());
    expect(document.cookie).toContain(`${MENU_COOKIE}=${encodeURIComponent('[]')}`);
    first.view.unmount();
    const { toggle } = renderMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads a corrupt or hostile cookie as nothing remembered: the server list stands', () => {
    document.cookie = `${MENU_COOKIE}=${encodeURIComponent('{"bonuses":false')}; path=/`;
    const { toggle } = renderMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });
});
