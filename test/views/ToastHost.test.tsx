/**
 * @jest-environment jsdom
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { render } from '@testing-library/react';
import { TOAST_TIMINGS, ToastQueue } from '../../src/presenters/app/ToastQueue';
import { ToastHost } from '../../src/views/shared/ToastHost';

const shown = () => new Promise((resolve) => setTimeout(resolve, TOAST_TIMINGS.showAfterMs + 100));

describe('ToastHost with a screen reader', () => {
  afterEach(async () => {
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

    toasts.push('info', '3 days in a row! You have reached a 3-day streak.');
    toasts.push('error', 'Our server is down, but we are working on the issue.');
    await shown();
    await new Promise((resolve) => setTimeout(resolve, TOAST_TIMINGS.visibleMs + TOAST_TIMINGS.resetAfterMs));
    await shown();

    expect(await virtual.spokenPhraseLog()).toEqual([
      'polite: 3 days in a row! You have reached a 3-day streak.',
      'polite: Our server is down, but we are working on the issue.',
    ]);
    expect(document.activeElement).toBe(button);
  }, 20_000);
});
