import { http, HttpResponse } from 'msw';
import { api, buildHttpAdapter, failureOf, useApiServer } from './harness';
import { wireUser } from './wireFixtures';

const server = useApiServer();

describe('HttpAuthApi.completeSingleSignOn', () => {
  test('given the identity provider\'s code, when completed, then it is POSTed as a form and the user and token come back', async () => {
    let body = '';
    server.use(
      http.post(api('/auth/sso'), async ({ request }) => {
        body = await request.text();
        return HttpResponse.json(wireUser(), { headers: { 'X-Auth-Token': 'sso-token-1' } });
      }),
    );
    const { auth } = buildHttpAdapter();

    const session = await auth.completeSingleSignOn('code-123');

    expect(new URLSearchParams(body).get('code')).toBe('code-123');
    expect(session.token).toBe('sso-token-1');
    expect(session.user.email).toBe(wireUser().email);
  });

  test('given a stale code, when completed, then the server\'s 403 message is the catalogue text', async () => {
    server.use(
      http.post(api('/auth/sso'), () =>
        HttpResponse.json({ type: 'SsoCodeInvalid', message: 'The single sign-on attempt is not valid any more.' }, { status: 403 }),
      ),
    );
    const { auth } = buildHttpAdapter();

    const failure = await failureOf(auth.completeSingleSignOn('old'));

    expect(failure).toMatchObject({ title: 'Server error', text: 'The single sign-on attempt is not valid any more.' });
  });
});
