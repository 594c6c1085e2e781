import { TRACKING_SAMPLE_RATE, inTrackingSample } from './sample';

describe('the tracking sample', () => {
  it('takes 20% of page views', () => {
    expect(TRACKING_SAMPLE_RATE).toBe(0.2);
    expect(inTrackingSample(() => 0)).toBe(true);
    expect(inTrackingSample(() => 0.1999)).toBe(true);
    expect(inTrackingSample(() => 0.2)).toBe(false);
    expect(inTrackingSample(() => 0.99)).toBe(false);
  });

  it('takes about a fifth of many page views', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const views = 10_000;
    let sampled = 0;
    for (let n = 0; n < views; n += 1) if (inTrackingSample(random)) sampled += 1;
    expect(sampled / views).toBeGreaterThan(0.18);
    expect(sampled / views).toBeLessThan(0.22);
  });
});
