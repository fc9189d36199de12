import { contractApp } from '../../src/http/contractApp';
import { DEMO_PASSWORD, sandbox } from '../sandboxHarness';

/** A form POST as Firefox hands it over: a Request with no body stream (`body` undefined), only its text. */
function firefoxRequest(body: string): Request {
  const request = new Request('http://app.test/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  Object.defineProperty(request, 'body', { value: undefined });
  return request;
}

describe('the contract app (every mode serves it)', () => {
  const { server } = sandbox();

  it('given a form POST from an engine whose Request has no body stream (Firefox), when answered, then its fields were read', async () => {
    const response = await contractApp.fetch(firefoxRequest(`email=learner%40demo.test&pws=${DEMO_PASSWORD}`), { sandbox: server });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: 'learner@demo.test' });
  });

  it('given a known path asked with another method, then 405 with the contract body; an unknown path, 404', async () => {
    const wrongMethod = await server.fetch(new Request('http://app.test/app/study', { method: 'DELETE' }));
    const unknown = await server.fetch(new Request('http://app.test/app/nothing-here'));

    expect([wrongMethod.status, await wrongMethod.json()]).toEqual([405, { type: 'MethodNotAllowed', message: 'DELETE is not allowed on /app/study.' }]);
    expect([unknown.status, await unknown.json()]).toEqual([404, { type: 'NotFound', message: 'No such endpoint: GET /app/nothing-here.' }]);
  });

  it('given a path with a trailing slash, then it is the path without', async () => {
    const response = await server.fetch(new Request('http://app.test/auth/method/?email=sso%40demo.test'));

    expect(await response.json()).toEqual({ method: 'sso' });
  });
});
