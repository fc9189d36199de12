import { MemorySessionStore } from '../../src/adapters/memory';
import { LocalKeyValueStorage } from '../../src/adapters/storage/LocalKeyValueStorage';
import { createTestContainer } from '../../src/di/createTestContainer';
import { AppStartup } from '../../src/presenters/app/AppStartup';
import { ModalNotification } from '../../src/presenters/app/ModalNotification';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import { KEY_VALUE_STORAGE, SESSION_STORE } from '../../src/ports';
import { FaultyStorage, blockedStorage } from '../support/faultyStorage';
import { LEARNER, recall, signInTo, worldSandbox } from '../support/world';

const NOT_KEPT = 'This browser is not letting the app keep data on this device. You can study as usual, but answers that are not sent yet are lost if you close this tab.';

/** The test container over the browser's storage adapter, on a device storage given by the test. */
function onDeviceStorage(device: () => Storage) {
  const context = createTestContainer({ sandbox: worldSandbox({ today: [recall(), recall()] }) });
  const storage = new LocalKeyValueStorage(device);
  context.container.rebind(KEY_VALUE_STORAGE).toConstantValue(storage);
  context.container.rebind(SESSION_STORE).toConstantValue(new MemorySessionStore(storage));
  return context;
}

async function settled(study: StudyPresenter): Promise<void> {
  for (let i = 0; i < 50 && (study.engine.phase === 'sending' || study.engine.phase === 'loading'); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

async function studying(context: ReturnType<typeof createTestContainer>) {
  await signInTo(context);
  const study = context.container.get(StudyPresenter);
  await study.load();
  return study;
}

describe('storage the browser refuses', () => {
  it('given storage that throws on access, when the app starts, then it settles on sign-in and tells the learner once', async () => {
    const context = onDeviceStorage(blockedStorage);
    const startup = context.container.get(AppStartup);

    await startup.start('/');
    await startup.start('/');

    expect(startup.starting).toBe(false);
    expect(context.navigation.currentPath()).toBe('/');
    const notification = context.container.get(ModalNotification);
    expect([notification.title, notification.text]).toEqual(['Answers kept in this tab only', NOT_KEPT]);
  });

  it('given storage whose writes fail (quota), when a card is answered online, then it is sent, the next card shows, and the learner is told once', async () => {
    const device = new FaultyStorage();
    const context = onDeviceStorage(() => device);
    await context.container.get(AppStartup).start('/');
    const study = await studying(context);
    device.full = true;
    const first = study.engine.card?.cardId;

    study.engine.reveal();
    study.engine.grade(3);
    await settled(study);

    expect(study.engine.phase).toBe('question');
    expect(study.engine.card?.cardId).not.toBe(first);
    expect(context.sandbox.answerLog(LEARNER).map((entry) => entry.cardId)).toEqual([first]);
    expect(context.container.get(ModalNotification).text).toBe(NOT_KEPT);
  });

  it('given storage that is full and the browser offline, when a card is answered, then the count held is shown and where it is kept', async () => {
    const device = new FaultyStorage();
    const context = onDeviceStorage(() => device);
    const study = await studying(context);
    device.full = true;
    context.connectivity.goOffline();

    study.engine.reveal();
    study.engine.grade(3);
    await settled(study);

    expect(study.engine.phase).toBe('kept');
    expect(study.engine.outbox.kept?.waiting).toBe(1);
    expect(study.engine.outbox.keptText).toBe('Your answer is kept in this tab and will be sent as soon as the connection is back. Keep this tab open until then.');
  });
});
