/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { RouterNavigation } from '../../src/adapters/router/RouterNavigation';
import { createTestContainer } from '../../src/di/createTestContainer';
import { PATHS } from '../../src/domain';
import { NAVIGATION } from '../../src/ports';

// React Router needs these, which jsdom lacks; the tree is imported once they are there.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { App } = await import('../../src/views/App');

async function appAt(path: string) {
  window.history.replaceState(null, '', path);
  const context = createTestContainer();
  const navigation = new RouterNavigation();
  context.container.rebind(NAVIGATION).toConstantValue(navigation);
  await act(async () => {
    render(<App container={context.container} onNavigator={(navigate) => navigation.use(navigate)} />);
  });
  return { ...context, navigation };
}

describe('the app under /app/', () => {
  it('given the sign-in page, when the app goes to its root (a refused session, the sign-in link), then the address is /app/ with its slash', async () => {
    const { navigation } = await appAt('/app/signin');

    await act(async () => navigation.navigate(PATHS.signIn, { replace: true }));

    expect(window.location.pathname).toBe('/app/');
    expect(navigation.currentPath()).toBe('/');
  });

});
