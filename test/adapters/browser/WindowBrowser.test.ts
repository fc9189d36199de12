/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { WindowBrowser } from '../../../src/adapters/browser/WindowBrowser';

/** The browser's idle callbacks, each held until the test says its idle period begins. */
function holdIdleCallbacks() {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 0;
  window.requestIdleCallback = (callback: IdleRequestCallback) => {
    next += 1;
    pending.set(next, callback);
    return next;
  };
  window.cancelIdleCallback = (handle: number) => void pending.delete(handle);
  const run = (handle: number) => {
    const callback = pending.get(handle);
    pending.delete(handle);
    callback?.({ didTimeout: false, timeRemaining: () => 50 });
  };
  return {
    /** The idle period the nth request waited for begins (the 1st request is 1). */
    idleFor: run,
    /** The latest request's idle period begins. */
    idleForLatest: () => run(next),
  };
}

/** A first batch asked for and run early (by `runEarly`), then a second batch asked for. */
function aBatchRunEarlyAndANextOne(runEarly: () => void) {
  const idle = holdIdleCallbacks();
  const browser = new WindowBrowser();
  const ran: string[] = [];
  browser.afterPaint(() => ran.push('first'));
  runEarly();
  browser.afterPaint(() => ran.push('second'));
  return { idle, ran };
}

describe('work after the frame in the browser', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('given a batch its one-second bound ran and a next batch asked for, when the first batch\'s idle time comes, then the next batch still waits for its own', () => {
    const { idle, ran } = aBatchRunEarlyAndANextOne(() => jest.advanceTimersByTime(1000));

    idle.idleFor(1);

    expect(ran).toEqual(['first']);
    idle.idleForLatest();
    expect(ran).toEqual(['first', 'second']);
  });

  it('given a batch the hidden page ran, when its idle time comes after a next batch was asked for, then the next batch still waits', () => {
    const { idle, ran } = aBatchRunEarlyAndANextOne(() => window.dispatchEvent(new Event('pagehide')));

    idle.idleFor(1);

    expect(ran).toEqual(['first']);
    jest.advanceTimersByTime(1000);
    expect(ran).toEqual(['first', 'second']);
  });

  it('given tasks asked for before one frame, when its idle time comes, then they run once each, in order', () => {
    const idle = holdIdleCallbacks();
    const browser = new WindowBrowser();
    const ran: string[] = [];
    browser.afterPaint(() => ran.push('log'));
    browser.afterPaint(() => ran.push('removal'));

    idle.idleForLatest();
    jest.advanceTimersByTime(1000);

    expect(ran).toEqual(['log', 'removal']);
  });
});

/** A window `width` CSS pixels wide whose media queries on min-width answer for it; `resize` tells their listeners. */
function aWindowOfWidth(width: number) {
  const listeners = new Set<{ min: number; listener: (event: MediaQueryListEvent) => void }>();
  const minOf = (query: string) => Number(/min-width: (\d+)px/.exec(query)?.[1]);
  window.matchMedia = (query: string) =>
    ({
      matches: width >= minOf(query),
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add({ min: minOf(query), listener }),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.forEach((entry) => entry.listener === listener && listeners.delete(entry)),
    }) as unknown as MediaQueryList;
  return {
    resize(to: number) {
      for (const { min, listener } of listeners) if (width >= min !== to >= min) listener({ matches: to >= min } as MediaQueryListEvent);
      width = to;
    },
  };
}

describe("the window's width in the browser", () => {
  it('given a window 800 px wide, when the app asks and watches 1024 px, then it is narrower until it widens, and a stopped watch hears no more', () => {
    const screen = aWindowOfWidth(800);
    const browser = new WindowBrowser();
    const heard: boolean[] = [];

    expect([browser.atLeastWide(1024), browser.atLeastWide(390)]).toEqual([false, true]);
    const stop = browser.onWidthCrossing(1024, (atLeast) => heard.push(atLeast));
    screen.resize(1280);
    stop();
    screen.resize(800);

    expect(heard).toEqual([true]);
  });
});
