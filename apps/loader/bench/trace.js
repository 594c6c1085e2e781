// The renderer main thread's work while an action runs, from a Chromium trace.

/** CPU slowdown of the main-thread measurements (a mid-range phone). */
export const CPU_SLOWDOWN = 4;

/**
 * Records the page's trace while `action` runs and sums the renderer main thread's tasks
 * with the microtask checkpoint that follows each (the answer's handling and render are
 * promise callbacks, run in `BlinkScheduler_PerformMicrotaskCheckpoint` after the task's
 * `ThreadControllerImpl::RunTask` has ended): `wall` is their duration, `cpu` the thread's
 * CPU time in them. With the CPU slowed down both include the slowdown; `cpu` leaves out
 * the time the thread waited for a core (the machine may be busy with other work), so it
 * is the steadier figure; `longest` is the CPU time of the longest task. The trace ends a round trip after `action` is done, so tasks
 * that run after it (idle-time work, later frames) would fall in by chance: when the page
 * marks `cw-bench:start` and `cw-bench:end` (performance.mark), only the tasks from the one
 * holding the start mark to the last one ended before the end mark count (the end mark's
 * own task is the benchmark's timer after the frame, with its read-out of the page).
 */
export async function mainThreadTasks(cdp, action) {
  const events = [];
  const collect = (batch) => events.push(...batch.value);
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'toplevel,__metadata,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  const result = await action();
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const threads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const markTs = (name) => events.find((event) => event.name === name)?.ts;
  const from = markTs('cw-bench:start') ?? -Infinity;
  const to = markTs('cw-bench:end') ?? Infinity;
  let wall = 0;
  let cpu = 0;
  let longest = 0;
  let end = -Infinity;
  const slices = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.name === 'ThreadControllerImpl::RunTask' ||
          event.name === 'BlinkScheduler_PerformMicrotaskCheckpoint') &&
        threads.has(`${event.pid}:${event.tid}`),
    )
    .sort((a, b) => a.ts - b.ts);
  for (const event of slices) {
    // A checkpoint inside a task (or a task in a nested run loop) is counted with it.
    if (event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    if (end < from || end > to) continue;
    wall += (event.dur ?? 0) / 1000;
    cpu += (event.tdur ?? 0) / 1000;
    longest = Math.max(longest, (event.tdur ?? 0) / 1000);
  }
  return { result, wall, cpu, longest };
}
