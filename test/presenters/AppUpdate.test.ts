import type { FakeAppUpdates } from '../../src/adapters/memory';
import { ServiceWorkerUpdates, type WorkboxLike } from '../../src/adapters/pwa/ServiceWorkerUpdates';
import { createTestContainer } from '../../src/di/createTestContainer';
import { AppUpdate } from '../../src/presenters/app/AppUpdate';
import { APP_UPDATES } from '../../src/ports';

describe('AppUpdate', () => {
  it('given no new version, then nothing is offered', () => {
    const { container } = createTestContainer();

    expect(container.get(AppUpdate).offered).toBe(false);
  });

  it('given a new version waiting, then it is offered and not applied until the learner says Reload now', () => {
    const { container } = createTestContainer();
    const updates = container.get<FakeAppUpdates>(APP_UPDATES);
    const update = container.get(AppUpdate);

    updates.publish();

    expect(update.offered).toBe(true);
    expect(updates.applied).toBe(0);
    update.reloadNow();
    expect(updates.applied).toBe(1);
  });

  it('given the offer, when the learner says Later, then it goes away and nothing is applied', () => {
    const { container } = createTestContainer();
    const updates = container.get<FakeAppUpdates>(APP_UPDATES);
    updates.publish();
    const update = container.get(AppUpdate);

    update.later();

    expect(update.offered).toBe(false);
    expect(updates.applied).toBe(0);
  });
});

/** A Workbox stand-in: `emit` fires its events as workbox-window would. */
function fakeWorkbox() {
  const listeners: Record<string, (() => void)[]> = {};
  const workbox = {
    skipWaitingAsked: 0,
    addEventListener: (type: string, listener: () => void) => void (listeners[type] ??= []).push(listener),
    register: async () => undefined,
    messageSkipWaiting() {
      this.skipWaitingAsked += 1;
    },
    emit: (type: string) => listeners[type]?.forEach((listener) => listener()),
  };
  return workbox satisfies WorkboxLike & { emit: (type: string) => void };
}

describe('ServiceWorkerUpdates', () => {
  it('given a version waiting from an earlier visit, when a listener comes later, then it hears of it at once', async () => {
    const workbox = fakeWorkbox();
    const updates = new ServiceWorkerUpdates(() => undefined);
    await updates.start(async () => workbox);
    workbox.emit('waiting');
    const heard: string[] = [];

    updates.onUpdateWaiting(() => heard.push('waiting'));

    expect(heard).toEqual(['waiting']);
  });

  it('given a version waiting, when it is applied, then the worker is asked to take over and the page reloads only once it controls', async () => {
    const workbox = fakeWorkbox();
    let reloads = 0;
    const updates = new ServiceWorkerUpdates(() => (reloads += 1));
    await updates.start(async () => workbox);
    workbox.emit('waiting');

    updates.applyUpdate();

    expect(workbox.skipWaitingAsked).toBe(1);
    expect(reloads).toBe(0);
    workbox.emit('controlling');
    expect(reloads).toBe(1);
  });

  it('given no version waiting, when asked to apply one, then nothing happens', async () => {
    const workbox = fakeWorkbox();
    const updates = new ServiceWorkerUpdates(() => undefined);
    await updates.start(async () => workbox);

    updates.applyUpdate();

    expect(workbox.skipWaitingAsked).toBe(0);
  });
});
