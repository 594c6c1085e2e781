import {
  EMPTY_SCREENSHOT,
  SCREENSHOT_MAX_BYTES,
  checkScreenshotFiles,
  readSize,
  screenshotPayload,
  screenshotProblems,
} from './screenshot';
import type { ScreenshotForm } from './screenshot';

const file = (bytes: number) => new File([new Uint8Array(bytes)], 'win.png', { type: 'image/png' });

const complete: ScreenshotForm = {
  image: { imageId: 7, src: '/uploads/images/7', name: 'win.png' },
  casino: { id: 1, label: 'Royal Spins' },
  game: { id: 2, label: 'Book of Gold' },
  currencyCode: 'EUR',
  betSize: '1.234',
  winSize: '1250.005',
};

describe('the winning screenshot’s rules (SPEC §3, §5)', () => {
  it('takes exactly one file: none or two is the count error', () => {
    expect(checkScreenshotFiles([file(10)])).toBeNull();
    expect(checkScreenshotFiles([])).toBe('COUNT');
    expect(checkScreenshotFiles([file(10), file(10)])).toBe('COUNT');
  });

  it('takes a file of at most 5,000,000 bytes, else the size error', () => {
    expect(SCREENSHOT_MAX_BYTES).toBe(5_000_000);
    expect(checkScreenshotFiles([file(SCREENSHOT_MAX_BYTES)])).toBeNull();
    expect(checkScreenshotFiles([file(SCREENSHOT_MAX_BYTES + 1)])).toBe('SIZE');
  });

  it('needs an uploaded image (the missing attachment) and every field of the win', () => {
    expect(screenshotProblems(complete)).toEqual({});
    expect(screenshotProblems(EMPTY_SCREENSHOT)).toEqual({
      image: true,
      casino: true,
      game: true,
      currencyCode: true,
      betSize: true,
      winSize: true,
    });
    expect(screenshotProblems({ ...complete, image: null })).toEqual({ image: true });
  });

  it('reads sizes with a point or a comma; a bet must be above 0 once rounded, a win at least 0', () => {
    expect(readSize(' 1,5 ')).toBe(1.5);
    expect(readSize('12')).toBe(12);
    expect(readSize('-3')).toBeNaN();
    expect(readSize('1e3')).toBeNaN();
    expect(screenshotProblems({ ...complete, betSize: '0.004' })).toEqual({ betSize: true });
    expect(screenshotProblems({ ...complete, betSize: 'ten' })).toEqual({ betSize: true });
    expect(screenshotProblems({ ...complete, winSize: '0' })).toEqual({});
    expect(screenshotProblems({ ...complete, winSize: '' })).toEqual({ winSize: true });
    expect(screenshotProblems({ ...complete, currencyCode: 'eur' })).toEqual({
      currencyCode: true,
    });
  });

  it('sends bet and win sizes rounded to 2 decimals', () => {
    expect(screenshotPayload(complete)).toEqual({
      imageId: 7,
      casinoId: 1,
      gameId: 2,
      currencyCode: 'EUR',
      betSize: 1.23,
      winSize: 1250.01,
    });
  });
});
