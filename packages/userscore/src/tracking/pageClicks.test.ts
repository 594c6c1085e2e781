import { pageClicks } from './pageClicks';
import type { PageClicks } from './pageClicks';

let clicks: PageClicks;
beforeEach(() => {
  clicks = pageClicks();
});
afterEach(() => clicks.stop());

describe('the page clicks', () => {
  it('hands every click and middle click to each handler until it is removed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const removeFirst = clicks.add(first);
    clicks.add(second);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
    removeFirst();
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(3);
  });

  it('keeps a click from the others when one handler throws, and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    clicks.add(() => {
      throw new Error('broken');
    });
    clicks.add(after);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('A click handler failed', expect.any(Error));
  });

  it('hears nothing once stopped', () => {
    const handler = vi.fn();
    clicks.add(handler);
    clicks.stop();
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(handler).not.toHaveBeenCalled();
  });
});
