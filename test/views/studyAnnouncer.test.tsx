/**
 * @jest-environment jsdom
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import type { AnswerEngine } from '../../src/presenters/answering/AnswerEngine';
import { AnsweringCard } from '../../src/views/pages/study/AnsweringCard';
import { StudyAnnouncer } from '../../src/views/pages/study/StudyAnnouncer';
import { useAnswerKeys } from '../../src/views/pages/study/useAnswerKeys';
import { givenALearner, recall } from '../support/world';

/** The card being answered with its keys, as the study screen shows it. */
function Answering({ engine }: { engine: AnswerEngine }) {
  useAnswerKeys(engine);
  return <AnsweringCard engine={engine} />;
}

afterEach(async () => {
  await virtual.stop();
  document.body.innerHTML = '';
});

describe('the study screen\'s live region', () => {
  it('given a server that counts as many cards left after an answer as before (an Again put back), when the next card comes, then a screen reader hears its cards left again', async () => {
    const world = await givenALearner({ today: [recall('First'), recall('Second'), recall('Third')] });
    const study = world.container.get(StudyPresenter);
    await study.load();
    const sameCount = { engine: study.engine, cardIntro: 'Main mode', cardsLeftText: '3 cards left today' };
    render(
      <>
        <StudyAnnouncer study={sameCount} />
        <Answering engine={study.engine} />
      </>,
    );
    await virtual.start({ container: document.body });
    await screen.findByRole('heading', { name: 'First' });

    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '1' });
    await screen.findByRole('heading', { name: 'Second' });
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '1' });
    await screen.findByRole('heading', { name: 'Third' });

    await waitFor(async () => expect((await virtual.spokenPhraseLog()).filter((phrase) => phrase.startsWith('polite:'))).toEqual(['polite: Main mode. 3 cards left today.', 'polite: Main mode. 3 cards left today.']));
  });
});
