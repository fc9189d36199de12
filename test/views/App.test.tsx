/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { createTestContainer } from '../../src/di/createTestContainer';
import { ThemeChoice } from '../../src/presenters/app/ThemeChoice';

// React Router needs these, which jsdom lacks; the tree is imported once they are there.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { App } = await import('../../src/views/App');

describe('the whole app', () => {
  let quiet: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/app/signin');
  });
  afterEach(() => quiet.mockRestore());

  it('given the app shell throws while rendering (outside every screen’s boundary), then the crash panel shows, not a router page, and it is reported', async () => {
    const context = createTestContainer();
    const crash = new TypeError('cannot read properties of undefined');
    context.container.rebind(ThemeChoice).toConstantValue({
      get shown(): never {
        throw crash;
      },
    } as unknown as ThemeChoice);

    await act(async () => {
      render(<App container={context.container} onNavigator={() => undefined} />);
    });

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(context.errorTracing.reports.map((report) => report.error)).toContain(crash);
  });
});
