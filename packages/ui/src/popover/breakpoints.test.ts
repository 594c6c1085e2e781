import { DESKTOP_MIN_WIDTH, TABLET_MIN_WIDTH, resolveTrigger, viewportKind } from './breakpoints';

describe('viewport breakpoints', () => {
  it('is mobile below 768, tablet from 768 and desktop from 992', () => {
    expect(TABLET_MIN_WIDTH).toBe(768);
    expect(DESKTOP_MIN_WIDTH).toBe(992);
    expect(viewportKind(500)).toBe('mobile');
    expect(viewportKind(767)).toBe('mobile');
    expect(viewportKind(768)).toBe('tablet');
    expect(viewportKind(991)).toBe('tablet');
    expect(viewportKind(992)).toBe('desktop');
  });

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
