/**
 * @jest-environment jsdom
 */
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { FieldType } from '../../src/domain';
import { StudyPresenter } from '../../src/presenters/study/StudyPresenter';
import type { AnswerEngine } from '../../src/presenters/answering/AnswerEngine';
import { AnsweringCard } from '../../src/views/pages/study/AnsweringCard';
import { useAnswerKeys } from '../../src/views/pages/study/useAnswerKeys';
import type { SeedCard } from '@sreo/sandbox/testing';
import { givenALearner, recall } from '../support/world';

/** The card being answered with its keys, as the study screen and the library quiz show it. */
function Answering({ engine }: { engine: AnswerEngine }) {
  useAnswerKeys(engine);
  return <AnsweringCard engine={engine} />;
}

/** The study session of a learner whose day is these cards, opened and on screen. */
async function studyOnScreen(...cards: SeedCard[]) {
  const world = await givenALearner({ today: cards });
  const study = world.container.get(StudyPresenter);
  await study.load();
  render(<Answering engine={study.engine} />);
  return study;
}

describe('R replays the card’s audio', () => {
  const played: HTMLMediaElement[] = [];
  beforeEach(() => {
    played.length = 0;
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
      played.push(this);
      return Promise.resolve();
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('given a card whose question is audio, when the learner presses R, then its audio plays again and the key is hinted', async () => {
    await studyOnScreen({ ...recall(), front: 'https://media.example/heart-sounds.wav', fFieldType: FieldType.Audio });
    const audio = document.querySelector('audio');

    const event = fireEvent.keyDown(window, { key: 'r' });

    expect(played).toEqual([audio]);
    expect(event).toBe(false); // handled: the browser does nothing else with it
    expect(screen.getByText('replays the audio')).toBeTruthy();
  });

  it('given a card with no audio, when the learner presses R, then nothing plays and the card is still on its question', async () => {
    const study = await studyOnScreen(recall());

    const event = fireEvent.keyDown(window, { key: 'R' });

    expect(played).toEqual([]);
    expect(event).toBe(true);
    expect(study.engine.phase).toBe('question');
    fireEvent.keyDown(window, { key: ' ' });
    expect(study.engine.phase).toBe('revealed'); // the keys are live: R alone did nothing
    expect(screen.queryByText('replays the audio')).toBeNull();
  });
});
