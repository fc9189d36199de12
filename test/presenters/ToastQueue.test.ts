import { jest } from '@jest/globals';
import { ToastQueue } from '../../src/presenters/app/ToastQueue';

describe('ToastQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('given a toast, then it slides up after 500 ms, stays 2000 ms, and clears 500 ms later', () => {
    const toasts = new ToastQueue();

    toasts.push('info', 'Saved');
    expect(toasts.current?.text).toBe('Saved');
    expect(toasts.visible).toBe(false);

    jest.advanceTimersByTime(499);
    expect(toasts.visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(toasts.visible).toBe(true);

    jest.advanceTimersByTime(1999);
    expect(toasts.visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(toasts.visible).toBe(false);
    expect(toasts.current?.text).toBe('Saved');

    jest.advanceTimersByTime(500);
    expect(toasts.current).toBeNull();
  });

  it('given three toasts at once, then they show one at a time in order', () => {
    const toasts = new ToastQueue();

    toasts.push('info', 'one');
    toasts.push('warning', 'two');
    toasts.push('error', 'three');

    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      jest.advanceTimersByTime(500);
      seen.push(`${toasts.current?.type}:${toasts.current?.text}:${toasts.visible}`);
      jest.advanceTimersByTime(2500);
    }
    expect(seen).toEqual(['info:one:true', 'warning:two:true', 'error:three:true']);
    expect(toasts.current).toBeNull();
    expect(toasts.pending).toBe(0);
  });
});
