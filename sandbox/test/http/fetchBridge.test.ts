import { sandboxRequest } from '../../src/http/fetchBridge';

/** A form POST as Firefox hands it over: a Request with no body stream (`body` undefined), only its text. */
function firefoxRequest(body: string): Request {
  const request = new Request('http://app.test/sreo/v0.1/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  Object.defineProperty(request, 'body', { value: undefined });
  return request;
}

describe('the sandbox reading a Fetch request', () => {
  it('given a form POST from an engine whose Request has no body stream (Firefox), when read, then its fields are there', async () => {
    const call = await sandboxRequest(firefoxRequest('email=learner%40demo.test&password=demo-pass-1'), '/sreo/v0.1');

    expect(call.form).toEqual({ email: 'learner@demo.test', password: 'demo-pass-1' });
  });
});
