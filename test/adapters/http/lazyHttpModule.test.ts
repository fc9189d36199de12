import { http, HttpResponse } from 'msw';
import { createAppContainer } from '../../../src/di/createAppContainer';
import { preloadHttpAdapters } from '../../../src/di/modules/lazyHttpModule';
import { FakeBrowser, FakeConnectivity, MemorySessionStore, RecordingErrorTracing } from '../../../src/adapters/memory';
import { BROWSER, CONNECTIVITY, ERROR_TRACING, LIBRARY_API, SESSION_STORE, USER_API, type LibraryApi, type UserApi } from '../../../src/ports';
import { BASE, api, useApiServer } from './harness';

function browserContainer() {
  const container = createAppContainer({ app: { apiBaseUrl: `${BASE}/`, sandbox: false, supportEmail: 'privacy@learn.example' } });
  container.rebind(SESSION_STORE).toConstantValue(new MemorySessionStore());
  container.rebind(CONNECTIVITY).toConstantValue(new FakeConnectivity());
  container.rebind(BROWSER).toConstantValue(new FakeBrowser());
  container.rebind(ERROR_TRACING).toConstantValue(new RecordingErrorTracing());
  return container;
}

describe('the browser container’s HTTP adapters, loaded after the first paint', () => {
  const server = useApiServer();

  it('given the app container, when a port is called before the adapters loaded, then the call waits for them and answers', async () => {
    server.use(http.get(api('/app/library/decks'), () => HttpResponse.json([{ deckId: 'd1', deckName: 'Capitals', tkl: null }])));
    const library = browserContainer().get<LibraryApi>(LIBRARY_API);

    await expect(library.decks()).resolves.toEqual([{ deckId: 'd1', deckName: 'Capitals', tkl: null }]);
  });

  it('given the adapters preloaded, when the logo address is asked, then it is answered at once under the API base', () => {
    const container = browserContainer();
    preloadHttpAdapters(container);

    expect(container.get<UserApi>(USER_API).logoUrl('logo 7')).toBe(`${BASE}/app/media/logo%207`);
  });
});
