// The page's own work between two moments, from a Chromium trace: the time its main thread spent running
// tasks (any task: the app's, the browser's style, layout and paint, the bench's own checks), with the
// idle time between them left out. The idle time is the browser's, not the page's: after a key press
// Chromium holds the page's other tasks until it has drawn the key's frame, so a reply that is ready at
// once still waits for the display's next frame, however little work the page has to do.

/**
 * The categories a trace needs for `busyTime`: every task's span, the page's performance marks, and its
 * scripts, style recalculations and layouts (for `busy.forced`).
 */
export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing', 'devtools.timeline'];

/** A task's span: its name in the `toplevel` category, and in `devtools.timeline`. */
const TASK_EVENTS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** The page's own JavaScript running: a listener, a callback, a microtask, a timer, a frame or idle callback. */
const SCRIPT_EVENTS = new Set(['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EvaluateScript']);

/** The mark the page sets once, before the spans asked about: it names the page's main thread and clock. */
export const CLOCK_MARK = 'bench-clock';

/**
 * Reads a trace (the JSON Playwright's `browser.stopTracing()` returns) into a function from a span of the
 * page's `performance.now()` clock (in ms) to the milliseconds its main thread was busy in it. A task
 * already running at the span's start counts from its own start: the key press's task begins before the
 * page hears the key. Its `toTrace` tells a moment of the page's clock in the trace's microseconds.
 */
export function busyTime(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const clock = events.find((event) => event.name === CLOCK_MARK);
  if (!clock) throw new Error(`the trace has no "${CLOCK_MARK}" mark from the page`);
  // Trace time is in µs; the mark also carries its time on the page's clock, in ms.
  const toTrace = (ms) => clock.ts + (ms - clock.args.data.startTime) * 1000;
  const tasks = mergedSpans(
    events
      .filter((event) => event.pid === clock.pid && event.tid === clock.tid && event.ph === 'X' && TASK_EVENTS.has(event.name))
      .map((event) => [event.ts, event.ts + (event.dur ?? 0)]),
  );
  if (!tasks.length) throw new Error("the trace has no task of the page's main thread");
  const busy = (fromMs, toMs) => {
    const to = toTrace(toMs);
    let from = toTrace(fromMs);
    from = tasks.find(([start, end]) => start <= from && from <= end)?.[0] ?? from;
    let total = 0;
    for (const [start, end] of tasks) {
      if (end <= from || start >= to) continue;
      total += Math.min(end, to) - Math.max(start, from);
    }
    return total / 1000;
  };
  busy.toTrace = toTrace;
  // Style recalculations and layouts a script asked for (reading a size, moving the focus, removing the
  // focused element), inside a script's span; the frame's own come after the scripts, outside them.
  const ofThread = (name) => events.filter((event) => event.pid === clock.pid && event.tid === clock.tid && event.ph === 'X' && event.name === name);
  const scripts = mergedSpans(events.filter((event) => event.pid === clock.pid && event.tid === clock.tid && event.ph === 'X' && SCRIPT_EVENTS.has(event.name)).map((event) => [event.ts, event.ts + (event.dur ?? 0)]));
  const inScript = (event) => scripts.some(([start, end]) => start <= event.ts && event.ts < end);
  const forcedLayouts = ofThread('Layout').filter(inScript).map((event) => event.ts);
  const forcedStyles = ofThread('UpdateLayoutTree').filter(inScript).map((event) => event.ts);
  /** How many layouts and style recalculations the page's scripts forced between two moments of its clock. */
  busy.forced = (fromMs, toMs) => {
    const within = (ts) => toTrace(fromMs) <= ts && ts <= toTrace(toMs);
    return { layouts: forcedLayouts.filter(within).length, styles: forcedStyles.filter(within).length };
  };
  return busy;
}

/** Sorted, overlapping or nested spans joined into one. */
function mergedSpans(spans) {
  const merged = [];
  for (const [start, end] of spans.sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
