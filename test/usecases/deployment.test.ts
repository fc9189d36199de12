import { jest } from '@jest/globals';
import { createTestContainer } from '../../src/di/createTestContainer';
import { environmentFor } from '../../src/di/environments';
import { SignIn, SignInWithStoredToken, SignUpByApplication, StartSingleSignOn } from '../../src/domain/usecases';
import { AUTH_API, DEPLOYMENT, type AuthApi, type Deployment } from '../../src/ports';

/** The test container on a deployment of its own (docs/product.md section 9: app id, redirect URL, auto sign-in). */
function onDeployment(deployment: Deployment) {
  const context = createTestContainer();
  context.container.rebind(DEPLOYMENT).toConstantValue(deployment);
  return context;
}

const preview = environmentFor('preview.learn.sreo.app', 'https://preview.learn.sreo.app');

describe('the deployment configuration the use cases read', () => {
  it('given the preview deployment, when a learner signs up by application, then its app identifier is sent as uuid', async () => {
    const { container } = onDeployment(preview);
    const sent = jest.spyOn(container.get<AuthApi>(AUTH_API), 'signUpByApplication');

    await container.get(SignUpByApplication).execute({ email: 'ivy@demo.test', password: 'ivy-pass-12', username: 'ivy' });

    expect(preview.appId).toBe('sreo-learn-preview');
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'sreo-learn-preview' }));
  });

  it('given a gateway deployment, when single sign-on starts, then the identity provider is told its redirect URL', async () => {
    const gateway = environmentFor('learn.partner.example', 'https://learn.partner.example');
    const { container, browser } = onDeployment(gateway);
    browser.setOrigin('https://learn.partner.example');
    const started = jest.spyOn(container.get<AuthApi>(AUTH_API), 'startSingleSignOn');

    await container.get(StartSingleSignOn).execute({ email: 'sso@demo.test' });

    expect(started).toHaveBeenCalledWith('sso@demo.test', 'https://learn.partner.example/app/');
  });

  it('given a deployment that does not sign in automatically, when the app starts with a stored token, then it is not used', async () => {
    const { container } = onDeployment({ ...preview, autoSignIn: false });
    await container.get(SignIn).execute({ email: 'learner@demo.test', password: 'demo-pass-1' });
    const byToken = jest.spyOn(container.get<AuthApi>(AUTH_API), 'signInWithToken');

    expect(await container.get(SignInWithStoredToken).execute()).toBeNull();
    expect(byToken).not.toHaveBeenCalled();
  });

  it('given every environment, then auto sign-in is on and the redirect URL is the app\'s base on the page\'s origin', () => {
    for (const host of ['localhost', 'dev.learn.sreo.app', 'preview.learn.sreo.app', 'learn.sreo.app', 'gw.example']) {
      const environment = environmentFor(host, `https://${host}`);
      expect(environment).toMatchObject({ autoSignIn: true, redirectUrl: `https://${host}/app/` });
    }
  });
});
