import { deploymentFrom } from '../../src/di/deployment';
import { SignIn } from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { LearnerSession } from '../../src/presenters/app/LearnerSession';
import { ResetPasswordPresenter } from '../../src/presenters/auth/ResetPasswordPresenter';
import { SetPasswordPresenter } from '../../src/presenters/auth/SetPasswordPresenter';
import { UpdatePasswordPresenter } from '../../src/presenters/auth/UpdatePasswordPresenter';
import { SignUpPresenter } from '../../src/presenters/auth/SignUpPresenter';
import { CongratulationPresenter } from '../../src/presenters/study/CongratulationPresenter';
import { TodayPresenter } from '../../src/presenters/study/TodayPresenter';
import { APP_CONFIG, type AppConfig } from '../../src/ports';

describe('analytics screens of docs/product.md section 2', () => {
  it('given the sign-up and reset-password screens, signed out and signed in, when each opens, then its screen is recorded', async () => {
    const context = createTestContainer();
    const { container, analytics } = context;

    container.get(SignUpPresenter).open();
    container.get(ResetPasswordPresenter).open();
    container.get(SetPasswordPresenter).open();
    const user = await container.get(SignIn).execute({ email: 'learner@demo.test', password: 'demo-pass-1' });
    container.get(LearnerSession).enter(user);
    container.get(UpdatePasswordPresenter).open();

    expect(analytics.records.filter((record) => record.kind === 'screen').map((record) => record.name)).toEqual([
      'signup',
      'reset password before login',
      'reset password before login',
      'reset password after login',
    ]);
  });
});

describe('the streak rule', () => {
  it('given the sandbox, then Today’s Cards and the day’s end state the sandbox’s own rule', () => {
    const { container } = createTestContainer();

    expect(container.get(TodayPresenter).streakRule).toBe('One missed day in seven does not break your streak.');
    expect(container.get(CongratulationPresenter).streakRule).toBe('One missed day in seven does not break your streak.');
  });

  it('given a backend that does not tell its rule, then no rule is claimed', () => {
    const { container } = createTestContainer();
    const real: AppConfig = { apiBaseUrl: 'https://api.learn.example/sreo/v0.1', sandbox: false, supportEmail: 'privacy@learn.example' };
    container.rebind(APP_CONFIG).toConstantValue(real);

    expect(container.get(TodayPresenter).streakRule).toBeNull();
    expect(container.get(CongratulationPresenter).streakRule).toBeNull();
  });
});

describe('the privacy policy’s support e-mail', () => {
  it('given a real backend, then the configured address is the contact', () => {
    const deployment = deploymentFrom({ VITE_API_BASE_URL: 'https://api.learn.example/sreo/v0.1', VITE_SUPPORT_EMAIL: ' privacy@learn.example ' });

    expect(deployment.supportEmail).toBe('privacy@learn.example');
  });

  it('given a real backend without one, or with something that is no address, then the deployment is refused rather than showing a placeholder', () => {
    expect(() => deploymentFrom({ VITE_API_BASE_URL: 'https://api.learn.example/sreo/v0.1' })).toThrow('VITE_SUPPORT_EMAIL');
    expect(() => deploymentFrom({ VITE_API_BASE_URL: 'https://api.learn.example/sreo/v0.1', VITE_SUPPORT_EMAIL: 'support' })).toThrow('VITE_SUPPORT_EMAIL');
  });

  it('given a sandbox backend, then the sandbox’s own address is the contact unless one is configured', () => {
    expect(createTestContainer().container.get<AppConfig>(APP_CONFIG).supportEmail).toBe('support@demo.test');
    expect(deploymentFrom({}).supportEmail).toBeUndefined();
    expect(deploymentFrom({ VITE_API_BASE_URL: 'http://localhost:8787/sreo/v0.1', VITE_SANDBOX_SERVER: 'true' }).supportEmail).toBeUndefined();
  });
});
