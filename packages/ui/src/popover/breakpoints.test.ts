import { resolveTrigger } from './breakpoints';

describe('popover triggers by viewport width', () => {
  it('takes the widest choice that applies, falling back to narrower ones', () => {
    const all = { base: 'click', tablet: 'hover', desktop: 'click' } as const;
    expect(resolveTrigger(all, 500)).toBe('click');
    expect(resolveTrigger(all, 800)).toBe('hover');
    expect(resolveTrigger(all, 1000)).toBe('click');
    const tabletUp = { base: 'click', tablet: 'hover' } as const;
    expect(resolveTrigger(tabletUp, 1000)).toBe('hover');
    const desktopOnly = { base: 'click', desktop: 'hover' } as const;
    expect(resolveTrigger(desktopOnly, 800)).toBe('click');
    expect(resolveTrigger(desktopOnly, 1000)).toBe('hover');
    expect(resolveTrigger({ base: 'hover' }, 500)).toBe('hover');
  });
});
