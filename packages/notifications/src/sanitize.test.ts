import { loadSanitizer } from '@casino/ui';
import type { Sanitizer } from '@casino/ui';
import { sanitizeMessage as clean } from './sanitize';

let sanitizer: Sanitizer;
beforeAll(async () => {
  sanitizer = await loadSanitizer();
});
const sanitizeMessage = (html: string) => String(clean(sanitizer, html));

describe('sanitizeMessage', () => {
  it('keeps inline text markup', () => {
    expect(sanitizeMessage('<b>alice</b> liked <em>your</em> post<br>today')).toBe(
      '<b>alice</b> liked <em>your</em> post<br>today',
    );
  });

  it('removes scripts, styles and their content', () => {
    expect(sanitizeMessage('Hi<script>alert(1)</script><style>*{}</style>')).toBe('Hi');
  });

  it('removes event-handler attributes and the elements that carry them', () => {
    const html = sanitizeMessage(
      '<img src=x onerror="alert(1)"><b onclick="alert(2)" onmouseover="alert(3)">bold</b><svg onload="alert(4)"></svg>',
    );
    expect(html).toBe('<b>bold</b>');
    expect(html).not.toMatch(/on\w+=/i);
  });

  it('flattens links (javascript: or not) to their text', () => {
    const html = sanitizeMessage(
      '<a href="javascript:alert(1)">click</a> and <a href="/forum" onclick="x()">forum</a>',
    );
    expect(html).toBe('click and forum');
  });

  it('drops forms, frames and attributes that could style or identify', () => {
    expect(
      sanitizeMessage(
        '<iframe name="x"></iframe><form action="x"><input value="v"></form><span style="position:fixed" id="x" class="y">t</span>',
      ),
    ).toBe('<span>t</span>');
  });
});
