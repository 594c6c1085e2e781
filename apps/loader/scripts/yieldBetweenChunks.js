/**
 * The browser's turn before each large shared chunk's code runs. A widget's chunks are
 * one module graph, which the browser runs in one task once every chunk of it has come:
 * the runtime, the interface primitives, the package's code and their schemas together
 * were one task of 130 ms and more on a slow phone (4× CPU slowdown), a page's longest
 * (the budget: no task over 100 ms, blocking time under 150 ms). Each large chunk that
 * widgets import as they start, but the runtime (which runs first, before anything it
 * could be split from), starts by waiting a task, so the graph runs as several tasks with
 * input and rendering between them. A chunk loaded on an action (`import()`) starts
 * a task of its own anyway, and a small chunk's code costs less than the wait's 25 B gzip.
 */
const LARGE_CHUNK_BYTES = 16 * 1024;
const YIELD = 'await new Promise((resolve) => setTimeout(resolve));\n';

export function yieldBetweenChunks() {
  return {
    name: 'yield-between-chunks',
    renderChunk: (code, chunk) =>
      chunk.isEntry ||
      chunk.isDynamicEntry ||
      chunk.name === 'runtime' ||
      code.length < LARGE_CHUNK_BYTES
        ? null
        : `${YIELD}${code}`,
  };
}
