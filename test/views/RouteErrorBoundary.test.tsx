/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense, lazy, type ReactNode } from 'react';
import { createTestContainer, type TestContext } from '../../src/di/createTestContainer';
import { ContainerProvider } from '../../src/views/container/ContainerContext';
import { RouteErrorBoundary } from '../../src/views/shared/RouteErrorBoundary';

function Broken(): never {
  throw new TypeError('cannot read properties of undefined');
}

function screenAt(context: TestContext, path: string, child: ReactNode) {
  return (
    <ContainerProvider container={context.container}>
      <RouteErrorBoundary resetKey={path}>{child}</RouteErrorBoundary>
    </ContainerProvider>
  );
}

describe('RouteErrorBoundary', () => {
  let quiet: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    // React logs every caught render error to the console; the report is what these tests read.
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => quiet.mockRestore());

  it('given a screen that throws while rendering, then the catalogue error shows and the crash reaches error tracing once', () => {
    const context = createTestContainer();

    render(screenAt(context, '/library', <Broken />));

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText("It's not you it is up. Our system is down, but please check back soon.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(context.errorTracing.reports).toHaveLength(1);
    expect(context.errorTracing.reports[0]!.error).toBeInstanceOf(TypeError);
    expect(context.errorTracing.reports[0]!.context).toEqual({ componentStack: expect.stringContaining('Broken') });
  });

  it('given a screen whose chunk fails to load, then the failure is shown and reported', async () => {
    const context = createTestContainer();
    const chunkFailure = new TypeError('Failed to fetch dynamically imported module');
    const LazyScreen = lazy(() => Promise.reject(chunkFailure));

    await act(async () => {
      render(
        screenAt(
          context,
          '/performance',
          <Suspense fallback={<p>Loading</p>}>
            <LazyScreen />
          </Suspense>,
        ),
      );
    });

    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Something went wrong'));
    expect(context.errorTracing.reports.map((report) => report.error)).toEqual([chunkFailure]);
  });

  it('given a failed screen, when the learner moves to another path, then the new screen shows and nothing more is reported', () => {
    const context = createTestContainer();
    const { rerender } = render(screenAt(context, '/library', <Broken />));

    rerender(screenAt(context, '/welcomeBack', <p>Today&apos;s Cards</p>));

    expect(screen.getByText("Today's Cards")).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(context.errorTracing.reports).toHaveLength(1);
  });

  it('given nothing throws, then the screen is shown and nothing is reported', () => {
    const context = createTestContainer();

    render(screenAt(context, '/welcomeBack', <p>Today&apos;s Cards</p>));

    expect(screen.getByText("Today's Cards")).toBeTruthy();
    expect(context.errorTracing.reports).toEqual([]);
  });
});
