import type { ChartEntry } from '@casino/api';

/** SPEC §9: a chart with more points draws this many samples of them. */
export const CHART_DECIMATION_SAMPLES = 20;

const area = (a: [number, number], b: [number, number], c: [number, number]) =>
  Math.abs((a[0] - c[0]) * (b[1] - a[1]) - (a[0] - b[0]) * (c[1] - a[1]));

/**
 * Largest-Triangle-Three-Buckets: keeps the first and the last entry and, from each bucket
 * between them, the one that keeps the line's shape best, so peaks and drops survive
 * where taking every n-th entry would skip them.
 */
export function decimate(
  entries: readonly ChartEntry[],
  samples = CHART_DECIMATION_SAMPLES,
): ChartEntry[] {
  if (samples < 3 || entries.length <= samples) return [...entries];
  const kept: ChartEntry[] = [entries[0]!];
  const bucketSize = (entries.length - 2) / (samples - 2);
  let previous = 0;
  for (let bucket = 0; bucket < samples - 2; bucket += 1) {
    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, entries.length);
    let averageX = 0;
    let averageY = 0;
    for (let index = nextStart; index < nextEnd; index += 1) {
      averageX += index;
      averageY += entries[index]!.value;
    }
    const count = Math.max(1, nextEnd - nextStart);
    const average: [number, number] = [averageX / count, averageY / count];
    let best = start;
    let bestArea = -1;
    for (let index = start; index < end; index += 1) {
      const size = area(
        [previous, entries[previous]!.value],
        [index, entries[index]!.value],
        average,
      );
      if (size > bestArea) {
        bestArea = size;
        best = index;
      }
    }
    kept.push(entries[best]!);
    previous = best;
  }
  kept.push(entries.at(-1)!);
  return kept;
}
