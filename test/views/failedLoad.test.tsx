/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import type { TestContext } from '../../src/di/createTestContainer';
import { errorForNoResponse, errorFromServer } from '../../src/domain';
import { USER_API, type UserApi } from '../../src/ports';
import { ContainerProvider } from '../../src/views/container/ContainerContext';
import { givenALearner } from '../support/world';

// React Router needs these, which jsdom lacks; the screen is imported once they are there.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { MemoryRouter } = await import('react-router-dom');
const { PerformancePage } = await import('../../src/views/pages/performance/PerformancePage');
const { useLoadingScreen } = await import('../../src/views/hooks/useLoadingScreen');

/** The learner's performance call fails as a failing backend answers it: 500 with the server's message. */
function performanceFails(context: TestContext, failure = errorFromServer({ status: 500, type: 'InternalError', message: 'The performance service is not answering.' })): void {
  const api = context.container.get<UserApi>(USER_API);
  const failing: UserApi = Object.create(api) as UserApi;
  failing.performance = () => Promise.reject(failure);
  context.container.rebind(USER_API).toConstantValue(failing);
}

/** My Performance, opened in the test container's app. */
async function performanceOnScreen(context: TestContext): Promise<void> {
  await act(async () => {
    render(
      <ContainerProvider container={context.container}>
        <MemoryRouter>
          <PerformancePage />
        </MemoryRouter>
      </ContainerProvider>,
    );
  });
}

describe('a screen whose content failed to load', () => {
  it('given My Performance fails to load, then its own heading stays, the failure shows under it with Try again, and the title and the alert say the screen, then the failure', async () => {
    const world = await givenALearner();
    performanceFails(world);

    await performanceOnScreen(world);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Performance');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Server error');
    expect(screen.getByText('The performance service is not answering.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/^My PerformanceServer errorThe performance service is not answering\./);
    expect(document.title).toMatch(/^My Performance: Server error \| /);
  });

  it('given the browser offline, when My Performance’s call gets no answer, then the panel says the catalogue’s offline row, then that the learner is offline and can try again once the connection is back', async () => {
    const world = await givenALearner();
    world.connectivity.goOffline();
    performanceFails(world, errorForNoResponse(world.connectivity.isOnline()));

    await performanceOnScreen(world);

    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Server error');
    expect(screen.getByRole('alert').textContent).toBe(
      'My PerformanceServer errorThere was an error connecting to the server. Please try again soon.You are offline. Nothing you have done is lost. Try again once the connection is back.Try again',
    );
  });

  it('given a screen whose page title is not its heading (Content Decks), when its load fails and then succeeds, then the title and the heading each say it from the one name given', () => {
    const failure = { title: 'Server error', text: 'The library is not answering.' };
    function ContentDecks({ failed }: { failed: boolean }) {
      const failurePanel = useLoadingScreen('Content Decks', failed ? failure : null, 'Library Deck List');
      return <main>{failurePanel(<button type="button">Try again</button>) ?? <h1>Content Decks</h1>}</main>;
    }

    const { rerender } = render(<ContentDecks failed />);
    expect(screen.getByRole('alert').textContent).toBe('Content DecksServer errorThe library is not answering.Nothing you have done is lost. Try again now, or come back in a few minutes.Try again');
    expect(document.title).toMatch(/^Library Deck List: Server error \| /);

    rerender(<ContentDecks failed={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Content Decks');
    expect(document.title).toMatch(/^Library Deck List \| /);
  });
});
