/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import * as adapters from '../../src/adapters/http/adapters';
import { API_PORTS } from '../../src/adapters/http/apiPorts';
import { MemoryNavigation } from '../../src/adapters/router/MemoryNavigation';
import { createAppContainer } from '../../src/di/createAppContainer';
import { createTestContainer } from '../../src/di/createTestContainer';
import { preloadHttpAdapters } from '../../src/di/modules/lazyHttpModule';
import * as ports from '../../src/ports';

/** Every port token the ports layer declares. */
const PORT_TOKENS: [string, symbol][] = Object.entries<unknown>(ports).filter((entry): entry is [string, symbol] => typeof entry[1] === 'symbol');

/** The browser's container as the entry point builds it (NAVIGATION is bound once the router exists). */
function browserContainer() {
  const container = createAppContainer({ app: { apiBaseUrl: 'http://api.test/sreo/v0.1', sandbox: false, supportEmail: 'help@learn.example' } });
  container.bind(ports.NAVIGATION).to(MemoryNavigation).inSingletonScope();
  return container;
}

describe('every port is bound, in the browser and in the tests alike', () => {
  it('checks every API port among the ports', () => {
    expect(PORT_TOKENS.map(([, token]) => token)).toEqual(expect.arrayContaining(Object.values(API_PORTS).map((port) => port.token)));
  });

  it.each(PORT_TOKENS)('given the browser container with the real lazy HTTP module, then %s resolves', (_name, token) => {
    expect(browserContainer().get(token)).toBeDefined();
  });

  it.each(Object.entries(API_PORTS))('given the adapters loaded in the browser container, then the %s port calls its adapter from API_PORTS', async (_name, port) => {
    const container = browserContainer();
    preloadHttpAdapters(container);
    const lazy = container.get<object>(port.token);
    const adapter = port.adapter(adapters);
    const method = Object.getOwnPropertyNames(adapter.prototype).find((name) => name !== 'constructor' && !(name in lazy))!;
    const real = jest.spyOn(adapter.prototype as Record<string, () => Promise<unknown>>, method).mockResolvedValue('answered by the adapter');

    await expect((lazy as Record<string, () => Promise<unknown>>)[method]!()).resolves.toBe('answered by the adapter');
    expect(real).toHaveBeenCalledTimes(1);
    real.mockRestore();
  });

  it.each(Object.entries(API_PORTS))('given the test container, then the %s port is the real adapter from API_PORTS', (_name, port) => {
    expect(createTestContainer().container.get(port.token)).toBeInstanceOf(port.adapter(adapters));
  });
});
