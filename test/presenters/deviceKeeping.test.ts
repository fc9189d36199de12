import { when } from 'mobx';
import { RecordingDeviceKeeping } from '../../src/adapters/memory';
import { PATHS } from '../../src/domain';
import { createTestContainer } from '../../src/di/createTestContainer';
import { AppStartup } from '../../src/presenters/app/AppStartup';
import { Failures } from '../../src/presenters/app/Failures';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { SignInPresenter } from '../../src/presenters/auth/SignInPresenter';
import { DeckListPresenter } from '../../src/presenters/library/DeckListPresenter';
import { ShellPresenter } from '../../src/presenters/shell/ShellPresenter';
import { DEVICE_KEEPING } from '../../src/ports';

async function signedIn(email = 'learner@demo.test') {
  const context = createTestContainer();
  await context.container.get(AppStartup).start('/');
  const signIn = context.container.get(SignInPresenter);
  signIn.setEmail(email);
  signIn.setPassword('demo-pass-1');
  await signIn.submit();
  return { ...context, keeping: context.container.get<RecordingDeviceKeeping>(DEVICE_KEEPING) };
}

/** Everything the device kept is gone: what a browser's eviction, or Safari after seven days, leaves. */
function wipeTheDevice(context: Awaited<ReturnType<typeof signedIn>>): void {
  context.sessions.clear();
  for (const key of context.storage.keys()) context.storage.remove(key);
}

describe('storage that lasts', () => {
  it('given a demo learner, when they sign in, then the browser is asked once to keep the app’s storage', async () => {
    const context = await signedIn();

    expect(context.navigation.currentPath()).toBe(PATHS.start);
    expect(context.keeping.storageAsked).toBe(1);
  });

  it('given a browser that refuses to keep the storage, when the learner signs in, then they are in as usual', async () => {
    const context = createTestContainer();
    context.container.get<RecordingDeviceKeeping>(DEVICE_KEEPING).granted = false;
    const signIn = context.container.get(SignInPresenter);
    signIn.setEmail('learner@demo.test');
    signIn.setPassword('demo-pass-1');

    await signIn.submit();

    expect(context.navigation.currentPath()).toBe(PATHS.start);
    expect(context.container.get(Failures).error).toBeNull();
  });

  it('given a learner whose partner has a logo, when the signed-in shell is on screen, then a copy of the logo is kept for offline use and the logo is drawn from it', async () => {
    const context = await signedIn();
    const shell = context.container.get(ShellPresenter);

    const detach = shell.attach();
    await when(() => shell.partnerLogo !== null);

    expect(context.keeping.copies).toEqual(['http://sandbox.test/sreo/v0.1/app/media/demo-academy']);
    expect(shell.partnerLogo!.src).toBe('kept:http://sandbox.test/sreo/v0.1/app/media/demo-academy');
    detach();
  });

  it('given the partner changed while the first logo’s copy was still coming, when the copies answer out of order, then the logo drawn is the new partner’s', async () => {
    const context = await signedIn();
    const answers = new Map<string, (address: string) => void>();
    context.keeping.keepCopy = (url) => new Promise((resolve) => answers.set(url, resolve));
    const session = context.container.get(LearnerSession);
    const shell = context.container.get(ShellPresenter);
    const detach = shell.attach();

    session.enter({ ...session.user!, partner: { ...session.user!.partner, logoId: 'metro-police' } });
    const [first, second] = [...answers.keys()];
    answers.get(second!)!(`kept:${second}`);
    answers.get(first!)!(`kept:${first}`);
    await when(() => shell.partnerLogo !== null);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(shell.partnerLogo!.src).toBe('kept:http://sandbox.test/sreo/v0.1/app/media/metro-police');
    detach();
  });

  it('given a signed-in learner, when the device’s storage is wiped while the app is open and a screen asks the backend, then they are signed out cleanly to sign-in', async () => {
    const context = await signedIn();
    wipeTheDevice(context);

    await context.container.get(DeckListPresenter).load();

    expect(context.container.get(LearnerSession).loggedIn).toBe(false);
    expect(context.navigation.currentPath()).toBe(PATHS.signInPage);
    expect(context.container.get(Failures).error).toBeNull();
  });
});
