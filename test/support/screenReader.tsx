import { virtual } from '@guidepup/virtual-screen-reader';
import { configure, render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { RouterNavigation } from '../../src/adapters/router/RouterNavigation';
import { createTestContainer, type TestContainerOptions, type TestContext } from '../../src/di/createTestContainer';
import { NAVIGATION } from '../../src/ports';
import { App } from '../../src/views/App';

/**
 * The whole app in jsdom, as the entry point renders it (the router, the container's presenters), on the
 * test container's in-memory sandbox, with the virtual screen reader started on the page. The test then
 * uses the screen reader's commands only: move to the next item, act on it, type, press a key.
 */
export async function startAppWithScreenReader(path = '/app/', options: TestContainerOptions = {}): Promise<TestContext> {
  // The app is driven like a browser, with real timers and promises; React's act() is not in the way.
  // The screen reader's clicks and keys go through testing-library, which React's testing library wraps
  // in act(): a screen that suspends (a lazily loaded page) would wait there for an act nobody awaits.
  // Each event's updates are flushed at once instead, as a browser does for a click or a key.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  // An event the app raises while React commits (a focus moved by an effect) is dispatched as it is:
  // React cannot flush from inside its own commit, and flushes that event's updates with the commit.
  let dispatching = false;
  configure({
    eventWrapper: (dispatch) => {
      if (dispatching) return dispatch();
      let result: unknown;
      dispatching = true;
      try {
        flushSync(() => {
          result = dispatch();
        });
      } finally {
        dispatching = false;
      }
      return result;
    },
  });
  window.history.replaceState({}, '', path);
  const context = createTestContainer(options);
  const navigation = new RouterNavigation();
  context.container.rebind(NAVIGATION).toConstantValue(navigation);
  render(<App container={context.container} onNavigator={(navigate) => navigation.use(navigate)} />);
  await virtual.start({ container: document.body });
  return context;
}

/** Moves the reading cursor forward, item by item, until it says something matching `phrase`. */
export async function moveTo(phrase: RegExp, maxItems = 200): Promise<string> {
  for (let item = 0; item < maxItems; item++) {
    await virtual.next();
    const spoken = await virtual.lastSpokenPhrase();
    if (phrase.test(spoken)) return spoken;
  }
  throw new Error(`The screen reader never reached ${phrase} in ${maxItems} items; it last said "${await virtual.lastSpokenPhrase()}"`);
}

/** Waits until the screen reader has said `phrase` (an announcement, or where the focus went). */
export async function heard(phrase: string | RegExp, timeoutMs = 20_000): Promise<void> {
  const matches = (spoken: string) => (typeof phrase === 'string' ? spoken === phrase : phrase.test(spoken));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await virtual.spokenPhraseLog()).some(matches)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`The screen reader did not say ${phrase}; it said:\n${(await virtual.spokenPhraseLog()).join('\n')}`);
}

/** What the screen reader said since the last call, and clears its log. */
export async function spokenSinceLast(): Promise<string[]> {
  const log = await virtual.spokenPhraseLog();
  await virtual.clearSpokenPhraseLog();
  return log;
}

export { virtual };
