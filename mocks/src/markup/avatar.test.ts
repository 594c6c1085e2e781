import { USERS } from '../fixtures/community';
import { avatarHtml, avatarUrl, initialsOf } from './avatar';
import { renderForumThread } from './forumMarkup';

const svgOf = (url: string) => decodeURIComponent(url.replace('data:image/svg+xml,', ''));

describe('a member’s avatar', () => {
  it('draws the initials in the page, the same colour for the same name', () => {
    expect(initialsOf('rep_royal')).toBe('RR');
    expect(initialsOf('alice')).toBe('AL');
    expect(avatarUrl('alice')).toMatch(/^data:image\/svg\+xml,/);
    expect(svgOf(avatarUrl('alice'))).toContain('>AL</text>');
    expect(avatarUrl('alice')).toBe(avatarUrl('alice'));
    expect(avatarUrl('alice')).not.toBe(avatarUrl('mod_maria'));
  });

  it('keeps a name with markup as text, and is decorative beside the name', () => {
    expect(svgOf(avatarUrl('<b>x'))).toContain('&#60;B</text>');
    expect(avatarHtml('alice').value).toMatch(/^<img[^>]*alt=""/);
  });

  it('heads every post of a thread with its author’s avatar, name and date', () => {
    const page = new DOMParser().parseFromString(renderForumThread(1) ?? '', 'text/html');
    const headers = [...page.querySelectorAll('[data-post-id] header')];
    expect(headers.length).toBeGreaterThan(1);
    for (const header of headers) {
      const name = header.querySelector('[data-post-author]')?.textContent;
      expect(USERS.map((user) => user.userName)).toContain(name);
      expect(header.querySelector('img.cg-avatar')?.getAttribute('src')).toBe(avatarUrl(name!));
      expect(header.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-/);
    }
  });
});
