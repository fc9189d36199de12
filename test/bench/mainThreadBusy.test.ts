import { CLOCK_MARK, busyTime } from '../../bench/mainThreadBusy.mjs';

/** A trace event of the page's main thread (pid 1, tid 1): `at` and `ms` in ms of trace time. */
const task = (at: number, ms: number, name = 'ThreadControllerImpl::RunTask', thread = 1) => ({ name, ph: 'X', pid: 1, tid: thread, ts: at * 1000, dur: ms * 1000 });
// The page's clock read 100 ms when the trace's clock read 5,000 ms.
const clock = { name: CLOCK_MARK, ph: 'I', pid: 1, tid: 1, ts: 5_000_000, args: { data: { startTime: 100 } } };

describe('the bench: main-thread busy time from a trace', () => {
  it('given tasks with idle time between them, when a span is asked about, then only the tasks count, the first from its own start', () => {
    const busy = busyTime({
      traceEvents: [
        clock,
        task(5_010, 2), // the key's task: 5,010-5,012, the key heard at 5,010.5
        task(5_020, 1), // the key's frame
        task(5_022, 3), // the reply, with a task nested in it
        task(5_023, 1, 'RunTask'),
        task(5_021, 4, 'ThreadControllerImpl::RunTask', 2), // another thread's task
        task(5_030, 5), // after the span
      ],
    });

    expect(busy(110.5, 124)).toBeCloseTo(2 + 1 + 2);
  });

  it('given a card\'s span with layouts and style recalculations in and out of its scripts, when asked what the scripts forced, then only those inside a script of the span count', () => {
    const busy = busyTime({
      traceEvents: [
        clock,
        task(5_010, 10), // the key's task, 110-120 on the page's clock
        task(5_010, 6, 'EventDispatch'), // the key's listeners
        task(5_011, 1, 'UpdateLayoutTree'), // forced: inside the listeners
        task(5_012, 1, 'Layout'),
        task(5_014, 1, 'FunctionCall'), // a microtask
        task(5_014.5, 0.2, 'UpdateLayoutTree'),
        task(5_017, 1, 'UpdateLayoutTree'), // the frame's own: after the scripts
        task(5_018, 1, 'Layout'),
        task(5_012, 1, 'Layout', 2), // another thread's
        task(5_030, 2, 'FunctionCall'), // after the span
        task(5_030.5, 1, 'Layout'),
      ],
    });

    expect(busy.forced(110, 120)).toEqual({ layouts: 1, styles: 2 });
  });

  it('given a trace without the page\'s clock mark or without its tasks, when read, then it says so instead of reading 0', () => {
    expect(() => busyTime([task(5_010, 2)])).toThrow(`no "${CLOCK_MARK}" mark`);
    expect(() => busyTime([clock, task(5_010, 2, 'ThreadControllerImpl::RunTask', 2)])).toThrow('no task');
  });
});
