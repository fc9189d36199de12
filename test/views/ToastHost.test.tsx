/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { virtual } from '@guidepup/virtual-screen-reader';
import { render } from '@testing-library/react';
import { TOAST_TIMINGS, ToastQueue } from '../../src/presenters/app/ToastQueue';
import { ToastHost } from '../../src/views/shared/ToastHost';

/** The toast's clock moves on (a fake one: the test waits for no real time), and the page's changes are heard. */
const after = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('ToastHost with a screen reader', () => {
  afterEach(async () => {
    jest.useRealTimers();
    await virtual.stop();
    document.body.innerHTML = '';
  });

  it('given a focused control, when two toasts come, then each is said once, politely, and the focus stays', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const toasts = new ToastQueue();
    render(
      <main>
        <button type="button">Show answer</button>
        <ToastHost toasts={toasts} />
      </main>,
    );
    await virtual.start({ container: document.body });
    const button = document.querySelector('button')!;
    button.focus();
    await virtual.clearSpokenPhraseLog();
    jest.useFakeTimers();

    toasts.push('info', '3 days in a row! You have reached a 3-day streak.');
    toasts.push('error', 'Our server is down, but we are working on the issue.');
    await after(TOAST_TIMINGS.showAfterMs + TOAST_TIMINGS.visibleMs + TOAST_TIMINGS.resetAfterMs);
    await after(TOAST_TIMINGS.showAfterMs);

    expect(await virtual.spokenPhraseLog()).toEqual([
      'polite: 3 days in a row! You have reached a 3-day streak.',
      'polite: Our server is down, but we are working on the issue.',
    ]);
    expect(document.activeElement).toBe(button);
  });
});
