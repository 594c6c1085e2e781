import { render } from '@testing-library/react';
import { notifications as api } from '@casino/api';
import { ICONS } from './icons';
import { KINDS, UNKNOWN_KIND, kindOf } from './kinds';

/** Emoji, flags (regional indicators) and the emoji presentation selector. */
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\uFE0F]/u;

describe('the icon of every notification type', () => {
  it.each([...api.NOTIFICATION_TYPES])('%s has a drawn icon and no emoji', (type) => {
    const kind = kindOf(type);
    expect(kind).not.toBe(UNKNOWN_KIND);
    const { container } = render(ICONS[kind.icon]);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.querySelector('path, circle, rect')).not.toBeNull();
    expect(container.textContent).toBe('');
    expect(container.innerHTML).not.toMatch(EMOJI);
  });

  it('knows no type SPEC does not name, and gives an unknown one the bell', () => {
    expect(Object.keys(KINDS).sort()).toEqual([...api.NOTIFICATION_TYPES].sort());
    expect(kindOf('SOMETHING_NEW').icon).toBe('bell');
  });

  it('draws the icon in the text colour, so it follows the theme', () => {
    for (const name of Object.keys(ICONS) as (keyof typeof ICONS)[]) {
      const { container, unmount } = render(ICONS[name]);
      const painted = [...container.querySelectorAll('[stroke], [fill]')].flatMap((node) =>
        ['stroke', 'fill'].map((attribute) => node.getAttribute(attribute)),
      );
      expect(
        painted.filter((paint) => paint && paint !== 'none' && paint !== 'currentColor'),
      ).toEqual([]);
      unmount();
    }
  });
});
