import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const MS_PER_MINUTE = 60_000;
const HOUR_MS = MENU_COOKIE_DAYS * 24 * 60 * MS_PER_MINUTE;

function renderMenu() {
  const user = userEvent.setup();
  const view = render(<ArticleMenu label="In this article" items={ITEMS} />);
  const toggle = () => screen.getByRole('button', { name: 'Show the sections of Bonuses' });
  return { user, view, toggle };
}

afterEach(() => vi.useRealTimers());

describe('ArticleMenu', () => {
  it('opens and closes an item from the keyboard, its sections hidden while closed', async () => {
    const { user, toggle } = renderMenu();
    expect(screen.getByRole('navigation', { name: 'In this article' })).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Maximum bet' })).not.toBeInTheDocument();
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Maximum bet' })).toBeVisible();
    await user.keyboard(' ');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
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
    const { user, view, toggle } = renderMenu();
    await user.click(toggle());
    const written = cookieWrites.at(-1)!;
    expect(written.startsWith(`${MENU_COOKIE}=${encodeURIComponent('["bonuses"]')}`)).toBe(true);
    const expires = /expires=([^;]+)/.exec(written)![1]!;
    expect(new Date(expires).getTime() - Date.now()).toBe(HOUR_MS);

    view.unmount();
    renderMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('reads a corrupt or hostile cookie as nothing opened', () => {
    document.cookie = `${MENU_COOKIE}=${encodeURIComponent('{"bonuses":true')}; path=/`;
    const { toggle } = renderMenu();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
