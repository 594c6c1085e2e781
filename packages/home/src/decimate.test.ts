import { CHART_DECIMATION_SAMPLES, decimate } from './decimate';

const series = (values: number[]) => values.map((value, index) => ({ name: `p${index}`, value }));

describe('decimate', () => {
  it('keeps a short series as it is', () => {
    const short = series([3, 1, 2]);
    expect(decimate(short)).toEqual(short);
  });

  it('draws a long series as 20 samples, in order, with its first and last point', () => {
    const long = series(Array.from({ length: 240 }, (_, index) => index * 2));
    const kept = decimate(long);
    expect(kept).toHaveLength(CHART_DECIMATION_SAMPLES);
    expect(kept[0]).toBe(long[0]);
    expect(kept.at(-1)).toBe(long.at(-1));
    const positions = kept.map((entry) => long.indexOf(entry));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('keeps a lone peak that an every-n-th sampling would miss', () => {
    const values = Array.from({ length: 200 }, () => 10);
    values[101] = 500;
    expect(decimate(series(values)).some((entry) => entry.value === 500)).toBe(true);
  });
});
