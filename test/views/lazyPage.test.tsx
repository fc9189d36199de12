/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createTestContainer } from '../../src/di/createTestContainer';
import { ContainerProvider } from '../../src/views/container/ContainerContext';
import { lazyPage } from '../../src/views/lazyPage';
import { RouteErrorBoundary } from '../../src/views/shared/RouteErrorBoundary';

function DeckListPage() {
  return <h1>Content Decks</h1>;
}

describe('lazyPage', () => {
  let quiet: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => quiet.mockRestore());

  it('given a chunk that fails once, when the screen opens, then it loads on the retry and shows', async () => {
    const load = jest.fn<() => Promise<{ DeckListPage: typeof DeckListPage }>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ DeckListPage });
    const Page = lazyPage(load, (m) => m.DeckListPage);

    await act(async () => {
      render(
        <ContainerProvider container={createTestContainer().container}>
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>
        </ContainerProvider>,
      );
    });

    expect(screen.getByRole('heading', { name: 'Content Decks' })).toBeTruthy();
  });

  it('given a chunk that fails every try, when the learner comes back to the screen, then it is loaded anew instead of failing for good', async () => {
    const context = createTestContainer();
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { DeckListPage };
    });
    const Page = lazyPage(load, (m) => m.DeckListPage);
    const at = (path: string) => (
      <ContainerProvider container={context.container}>
        <RouteErrorBoundary resetKey={path}>
          <Suspense fallback={<p>Loading</p>}>{path === '/library' ? <Page /> : <p>Today</p>}</Suspense>
        </RouteErrorBoundary>
      </ContainerProvider>
    );
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(at('/library'));
    });
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();

    online = true;
    await act(async () => view.rerender(at('/welcomeBack')));
    await act(async () => view.rerender(at('/library')));

    expect(screen.getByRole('heading', { name: 'Content Decks' })).toBeTruthy();
  });
});
