import { http, HttpResponse } from 'msw';
import { SignIn, SignOut } from '../../src/domain/usecases';
import { createTestContainer } from '../../src/di/createTestContainer';
import { SignInPresenter } from '../../src/presenters/auth/SignInPresenter';
import { api, buildHttpAdapter, useApiServer } from '../adapters/http/harness';
import { wireUser } from '../adapters/http/wireFixtures';

const PASSWORD = 'demo-pass-1';

/** Everything the app would send to analytics and error tracing, or has put in the address bar. */
function everythingSent(context: ReturnType<typeof createTestContainer>): string {
  return JSON.stringify({
    analytics: context.analytics.records,
    identity: context.analytics.identity,
    reports: context.errorTracing.reports.map((report) => ({
      message: report.error instanceof Error ? report.error.message : String(report.error),
      cause: report.error instanceof Error ? String(JSON.stringify((report.error as { cause?: unknown }).cause ?? null)) : '',
      context: report.context,
    })),
    user: context.errorTracing.user,
    path: context.navigation.currentPath(),
  });
}

describe('tokens and passwords', () => {
  it('given a learner who signs in and out, when everything sent to analytics and error tracing is read, then neither the password nor the token is there', async () => {
    const context = createTestContainer();
    const user = await context.container.get(SignIn).execute({ email: 'learner@demo.test', password: PASSWORD });
    const token = context.sessions.token()!;
    expect(token).toEqual(expect.any(String));

    await context.container.get(SignOut).execute({ userId: user.id });

    const sent = everythingSent(context);
    expect(sent).not.toContain(PASSWORD);
    expect(sent).not.toContain(token);
  });

  it('given a sign-out, when it is done, then the token is gone and analytics and error tracing forget the learner', async () => {
    const context = createTestContainer();
    const user = await context.container.get(SignIn).execute({ email: 'learner@demo.test', password: PASSWORD });

    await context.container.get(SignOut).execute({ userId: user.id });

    expect(context.sessions.token()).toBeNull();
    expect(context.analytics.identity).toBeNull();
    expect(context.errorTracing.user).toBeNull();
  });

  it('given a failed sign-in through the form, when the failure is reported, then the typed password is in no report, event or path', async () => {
    const context = createTestContainer();
    const presenter = context.container.get(SignInPresenter);
    presenter.setEmail('learner@demo.test');
    presenter.setPassword('secret-typed-9');

    await presenter.submit();

    expect(everythingSent(context)).not.toContain('secret-typed-9');
  });
});

describe('tokens and passwords on the wire', () => {
  const server = useApiServer();

  it('given a sign-in and a later call, when the requests are read, then the password travels only in the form body and the token only in a header', async () => {
    const seen: { url: string; body: string; authorization: string | null }[] = [];
    server.use(
      http.post(api('/auth'), async ({ request }) => {
        seen.push({ url: request.url, body: await request.text(), authorization: request.headers.get('authorization') });
        return HttpResponse.json(wireUser(), { headers: { 'X-Auth-Token': 'tok-abc-123' } });
      }),
      http.get(api('/auth'), ({ request }) => {
        seen.push({ url: request.url, body: '', authorization: request.headers.get('authorization') });
        return HttpResponse.json(wireUser());
      }),
    );
    const { auth, sessions } = buildHttpAdapter();

    const session = await auth.signIn('learner@demo.test', 'pw-in-body-1');
    sessions.save(session.token);
    await auth.signInWithToken();

    expect(seen.map((request) => request.url).join(' ')).not.toMatch(/pw-in-body-1|tok-abc-123|pws=/);
    expect(seen[0]!.body).toContain('pws=pw-in-body-1');
    expect(seen[1]!.authorization).toBe('Bearer tok-abc-123');
  });
});
