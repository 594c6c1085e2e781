import {
  currentDeviceClass,
  deviceClass,
  isMobileViewport,
  isWideLayout,
  viewportKind,
  viewportWidth,
} from './breakpoints';

describe('viewport breakpoints', () => {
  it('is mobile below 768, tablet from 768 and desktop from 992', () => {
    expect(viewportKind(500)).toBe('mobile');
    expect(viewportKind(767)).toBe('mobile');
    expect(viewportKind(768)).toBe('tablet');
    expect(viewportKind(991)).toBe('tablet');
    expect(viewportKind(992)).toBe('desktop');
    expect(isMobileViewport(767)).toBe(true);
    expect(isMobileViewport(768)).toBe(false);
  });

  it('has the wide layout from 1400 px', () => {
    expect(isWideLayout(1399)).toBe(false);
    expect(isWideLayout(1400)).toBe(true);
  });

  it('reads the layout viewport width', () => {
    vi.stubGlobal('innerWidth', 834);
    expect(viewportWidth()).toBe(834);
  });
});

describe('device classes', () => {
  it('is a phone when the longest side is under 900 px, held either way', () => {
    expect(deviceClass({ width: 390, height: 844 })).toBe('phone');
    expect(deviceClass({ width: 844, height: 390 })).toBe('phone');
    expect(deviceClass({ width: 899, height: 500 })).toBe('phone');
    expect(deviceClass({ width: 900, height: 500 })).not.toBe('phone');
  });

  it('is a tablet when the shortest side is at least 600 and the longest at most 1400', () => {
    expect(deviceClass({ width: 768, height: 1024 })).toBe('tablet');
    expect(deviceClass({ width: 1366, height: 1024 })).toBe('tablet');
    expect(deviceClass({ width: 600, height: 960 })).toBe('tablet');
    expect(deviceClass({ width: 1400, height: 1000 })).toBe('tablet');
  });

  it('is a desktop otherwise', () => {
    expect(deviceClass({ width: 599, height: 960 })).toBe('desktop');
    expect(deviceClass({ width: 1401, height: 1000 })).toBe('desktop');
    expect(deviceClass({ width: 1920, height: 1080 })).toBe('desktop');
  });

  it('classes this device by its screen', () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(800);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(1280);
    expect(currentDeviceClass()).toBe('tablet');
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(390);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(844);
    expect(currentDeviceClass()).toBe('phone');
  });
});
