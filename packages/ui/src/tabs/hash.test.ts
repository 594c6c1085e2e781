import { hashWithTab, readHashParam, tabFromHash, writeTabToHash } from './hash';
import { tabIndexForKey } from './keyboard';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('tab hash', () => {
  it('reads the tab of #tab={name}', () => {
    expect(tabFromHash('#tab=bonuses')).toBe('bonuses');
    expect(tabFromHash('#post=12&tab=discussion')).toBe('discussion');
    expect(tabFromHash('#reviews')).toBeNull();
    expect(tabFromHash('')).toBeNull();
    expect(tabFromHash('#tab=')).toBeNull();
    expect(readHashParam('#tab=a%20b', 'tab')).toBe('a b');
  });

  it('writes #tab={name}, keeping other parameters and dropping a plain anchor', () => {
    expect(hashWithTab('', 'bonuses')).toBe('#tab=bonuses');
    expect(hashWithTab('#tab=homepage', 'bonuses')).toBe('#tab=bonuses');
    expect(hashWithTab('#reviews', 'bonuses')).toBe('#tab=bonuses');
    expect(hashWithTab('#post=12&tab=homepage', 'discussion')).toBe('#tab=discussion&post=12');
  });

  it('round-trips through the address bar without a history entry', () => {
    window.history.replaceState(null, '', '/casinos/spin?x=1');
    const length = window.history.length;
    const push = vi.spyOn(window.history, 'pushState');
    writeTabToHash('reputation');
    expect(window.location.hash).toBe('#tab=reputation');
    expect(window.location.pathname + window.location.search).toBe('/casinos/spin?x=1');
    expect(tabFromHash(window.location.hash)).toBe('reputation');
    expect(window.history.length).toBe(length);
    expect(push).not.toHaveBeenCalled();
  });
});

describe('tab keys', () => {
  it('moves with the arrows (wrapping) and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 4)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 3, 4)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 4)).toBe(3);
    expect(tabIndexForKey('Home', 2, 4)).toBe(0);
    expect(tabIndexForKey('End', 0, 4)).toBe(3);
    expect(tabIndexForKey('ArrowDown', 0, 4)).toBeNull();
    expect(tabIndexForKey('ArrowDown', 0, 4, 'vertical')).toBe(1);
    expect(tabIndexForKey('ArrowUp', 0, 4, 'vertical')).toBe(3);
    expect(tabIndexForKey('a', 0, 4)).toBeNull();
    expect(tabIndexForKey('Home', 0, 0)).toBeNull();
  });
});
