// Story checks that took longer than they should: listed at the end of the run, with their
// times, so that a story that waits on real time or on a slow part shows before it becomes
// a second-run pass. They do not fail the run: on a busy machine every time is longer.

/**
 * A story's own check (render, play function, axe; not the page load, see stories.js)
 * slower than this is listed. Chosen from a full run on the 2-core machine shared with six
 * other jobs (load about 35): median 2.5 s, nine in ten under 6.6 s, the slowest 13 s (docs
 * pages). 10 s is four times that median and half the story timeout: a story past it on
 * a quieter machine waits on something (real time, a chunk, an animation).
 */
export const SLOW_STORY_MS = 10_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The lines of the report: the median, then every check over SLOW_STORY_MS, slowest first. */
export function slowStories(results) {
  const slow = results
    .filter((result) => result.storyMs > SLOW_STORY_MS)
    .sort((a, b) => b.storyMs - a.storyMs);
  const lines = [
    `\nStory time: median ${median(results.map((result) => result.storyMs))} ms; ` +
      `${slow.length} slower than ${SLOW_STORY_MS} ms${slow.length ? ':' : ''}`,
  ];
  for (const result of slow) {
    const how = result.switched ? 'switched' : 'loaded';
    lines.push(`  ${result.entry.id}: ${result.storyMs} ms (${how})`);
  }
  return lines;
}
