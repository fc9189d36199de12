/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import type { AnswerEngine } from '../../src/presenters/answering/AnswerEngine';
import { ContainerProvider } from '../../src/views/container/ContainerContext';
import { DeckDetailPage } from '../../src/views/pages/library/DeckDetailPage';
import { AnsweringCard } from '../../src/views/pages/study/AnsweringCard';
import { useAnswerKeys } from '../../src/views/pages/study/useAnswerKeys';
import { deck, givenALearner, recall } from '../support/world';

/**
 * Fields elsewhere on the page while its keys are live (a browser extension's, or the shell's one day):
 * a key typed into one is the learner's typing, not a command to the page.
 */
function FieldsOnThePage() {
  return (
    <>
      <input aria-label="A note" />
      <textarea aria-label="A message" />
    </>
  );
}

/** A screen with the page's fields under it. */
function WithFields({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <FieldsOnThePage />
    </>
  );
}

/** The card being answered with its keys, as the study screen and the library quiz show it. */
function Answering({ engine }: { engine: AnswerEngine }) {
  useAnswerKeys(engine);
  return <AnsweringCard engine={engine} />;
}

describe('a key typed into a field, or pressed in a modal, is not the page’s key', () => {
  it('given a recall card with its answer shown, when the learner types 1 into a field, then the card is not graded', async () => {
    const world = await givenALearner({ today: [recall(), recall()] });
    const study = world.container.get(StudyPresenter);
    await study.load();
    render(
      <WithFields>
        <Answering engine={study.engine} />
      </WithFields>,
    );
    fireEvent.keyDown(window, { key: ' ' });
    expect(study.engine.phase).toBe('revealed');

    const inInput = fireEvent.keyDown(screen.getByRole('textbox', { name: 'A note' }), { key: '1' });
    const inTextArea = fireEvent.keyDown(screen.getByRole('textbox', { name: 'A message' }), { key: '1' });

    expect(study.engine.phase).toBe('revealed');
    expect([inInput, inTextArea]).toEqual([true, true]); // left to the browser: the 1 is typed
  });

  it('given a recall card with its answer shown and a modal open over it, when the learner presses 1 inside the modal, then the card is not graded', async () => {
    const world = await givenALearner({ today: [recall(), recall()] });
    const study = world.container.get(StudyPresenter);
    await study.load();
    render(
      <>
        <Answering engine={study.engine} />
        <div role="dialog" aria-modal="true" aria-label="Menu">
          <button type="button">Close</button>
        </div>
      </>,
    );
    fireEvent.keyDown(window, { key: ' ' });
    expect(study.engine.phase).toBe('revealed');

    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: '1' });

    expect(study.engine.phase).toBe('revealed');
    fireEvent.keyDown(window, { key: '1' });
    expect(study.engine.phase).not.toBe('revealed'); // the keys are live outside the modal
  });

  it('given a deck browsed at its first card, when the learner presses → in a field, then the browse view stays on that card', async () => {
    const world = await givenALearner({ decks: [deck('capitals', [recall('Capital of France?', 'Paris'), recall('Capital of Peru?', 'Lima')], 'Capitals')] });
    await act(async () => {
      render(
        <ContainerProvider container={world.container}>
          <MemoryRouter initialEntries={['/library/deck/capitals']}>
            <Routes>
              <Route
                path="/library/deck/:deckId"
                element={
                  <WithFields>
                    <DeckDetailPage />
                  </WithFields>
                }
              />
            </Routes>
          </MemoryRouter>
        </ContainerProvider>,
      );
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Browse the cards' })));
    expect(screen.getByRole('heading', { name: 'Card 1 of 2' })).toBeTruthy();

    await act(async () => {
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'A note' }), { key: 'ArrowRight' });
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'A message' }), { key: 'ArrowRight' });
    });

    expect(screen.getByRole('heading', { name: 'Card 1 of 2' })).toBeTruthy();
    await act(async () => fireEvent.keyDown(window, { key: 'ArrowRight' }));
    expect(screen.getByRole('heading', { name: 'Card 2 of 2' })).toBeTruthy(); // the arrows are live outside a field
  });
});
