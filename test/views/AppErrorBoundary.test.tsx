/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from '../../src/views/shared/AppErrorBoundary';

function Broken(): never {
  throw new TypeError('cannot read properties of undefined');
}

describe('AppErrorBoundary', () => {
  it('given a screen that throws while rendering, then the catalogue\'s generic error shows and the crash is reported once', () => {
    const onError = jest.fn();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    render(
      <AppErrorBoundary onError={onError}>
        <Broken />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Something went wrong'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("It's not you it is up. Our system is down, but please check back soon.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(TypeError);
    expect(onError.mock.calls[0]![1]).toEqual({ componentStack: expect.stringContaining('Broken') });
    quiet.mockRestore();
  });

  it('given nothing throws, then the app is shown and nothing is reported', () => {
    const onError = jest.fn();

    render(
      <AppErrorBoundary onError={onError}>
        <p>Today&apos;s Cards</p>
      </AppErrorBoundary>,
    );

    expect(screen.getByText("Today's Cards")).toBeTruthy();
    expect(onError).not.toHaveBeenCalled();
  });
});
