/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import type { AnswerEngine } from '../../src/presenters/answering/AnswerEngine';
import { AnsweringCard } from '../../src/views/pages/study/AnsweringCard';
import { useAnswerKeys } from '../../src/views/pages/study/useAnswerKeys';
import { givenALearner, recall } from '../support/world';

/** The card being answered with its keys, as the study screen and the library quiz show it. */
function Answering({ engine }: { engine: AnswerEngine }) {
  useAnswerKeys(engine);
  return <AnsweringCard engine={engine} />;
}

describe('the focus from one card to the next', () => {
  it('given a revealed card whose next one is ready, when the learner grades it by its key, then the focus goes from its answer straight to the next question, never to the page', async () => {
    const world = await givenALearner({ today: [recall('First'), recall('Second'), recall('Third')] });
    const study = world.container.get(StudyPresenter);
    await study.load();
    render(<Answering engine={study.engine} />);
    // The day's first answer waits for the server; the second card's step names the card after it.
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '3' });
    await screen.findByRole('heading', { name: 'Second' });
    fireEvent.keyDown(window, { key: ' ' });
    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(document.activeElement).toBe(answer);
    const moves: { from: string; to: string | null }[] = [];
    document.addEventListener('focusout', (event) => moves.push({ from: (event.target as HTMLElement).id, to: (event.relatedTarget as HTMLElement | null)?.id ?? null }));

    fireEvent.keyDown(window, { key: '3' });

    const question = screen.getByRole('heading', { name: 'Third' });
    await waitFor(() => expect(document.activeElement).toBe(question));
    expect(moves).toEqual([{ from: 'card-answer', to: 'card-question' }]);
  });
});
