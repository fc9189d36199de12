import { TEST_WORLD_COOKIE } from '@sreo/contract/sandboxCalls';
import { WORLD_FLAG_KEY, type TestWorld } from '@sreo/sandbox/testing';
import { SANDBOX_CLIENT } from '../support/sandboxCalls';
import { appBaseUrl, sandboxModes, type SandboxModeName } from '../support/sandboxModes';
import type { EngineDriver } from './EngineDriver';

/** A test world: its id (the sandbox server's world cookie) and what it holds (e2e/support/worlds.ts). */
export interface NamedWorld {
  readonly id: string;
  readonly world: TestWorld;
}

/**
 * Puts a fresh browser in its own world before the steps open the app, as the Chromium suite's
 * givenTheWorld (e2e/support/fixtures.ts) does: on the sandbox server, the world's cookie and its
 * PUT /sandbox/flags; for the in-page sandbox, its world flag in the app origin's localStorage, which
 * the sandbox reads as the page starts. The flag is written from a static page of the demo build (a
 * terms page), so that no app starts on the seed first.
 */
export async function givenTheWorld(driver: EngineDriver, mode: SandboxModeName, { id, world }: NamedWorld): Promise<void> {
  if (mode === 'server') {
    const { apiBase, origins } = sandboxModes.server;
    await driver.setCookie(origins!.api, TEST_WORLD_COOKIE, id);
    const answer = await fetch(`${apiBase}/sandbox/flags`, {
      method: 'PUT',
      headers: { ...SANDBOX_CLIENT, 'Content-Type': 'application/json', Cookie: `${TEST_WORLD_COOKIE}=${id}` },
      body: JSON.stringify({ world }),
    });
    if (answer.status !== 204) throw new Error(`The sandbox server refused the test world ${id}: ${answer.status} ${await answer.text()}`);
    return;
  }
  await driver.open(`${appBaseUrl.browser}terms/demo-terms.html`);
  await driver.evaluate((key, value) => localStorage.setItem(key, value), WORLD_FLAG_KEY, JSON.stringify(world));
}
