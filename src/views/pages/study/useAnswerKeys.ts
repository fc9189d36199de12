import { useLayoutEffect } from 'react';
import { isPageKey } from '../../hooks/isPageKey';
import type { AnswerEngine } from '../../../presenters/answering/AnswerEngine';
import { TYPED_ANSWER_ID } from './AnswerControls';
import { ANSWERING_CARD_ID } from './answeringCardId';

/**
 * The answering keys, the same on every screen that answers cards (the study session, the library quiz):
 * Space or Enter reveals, 1-4 grade, 1-9 choose, Enter goes on after a marked answer, R replays the card's
 * audio. The controls show them (`AnswerControls`, `AnsweringCard`). The keys listen from the commit that
 * draws the screen (a layout effect, not a passive one), so a key pressed as soon as a card shows is heard.
 */
export function useAnswerKeys(engine: AnswerEngine): void {
  useLayoutEffect(() => {
    function onKey(event: KeyboardEvent) {
      // Not the page's: typed into a field, inside a modal, or Space / Enter on a focused control, which does its own.
      if (event.repeat || !isPageKey(event)) return;
      const activate = event.key === ' ' || event.key === 'Enter';
      const digit = /^[1-9]$/.test(event.key) ? Number(event.key) : null;
      // A typed answer's card has the focus on its question: the learner's typing goes into the field.
      if (engine.canType && event.key.length === 1 && event.key !== ' ') {
        document.getElementById(TYPED_ANSWER_ID)?.focus();
        return;
      }
      if (event.key === 'r' || event.key === 'R') {
        if (replayCardAudio()) event.preventDefault();
        return;
      }
      if (engine.canReveal && activate) engine.reveal();
      else if (engine.canGrade && digit !== null) void engine.grade(digit);
      else if (engine.canChoose && digit !== null) void engine.choose(digit);
      else if (engine.canGoOn && event.key === 'Enter') void engine.next();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [engine]);
}

/** Plays the card's audio again from the start (the back's once shown, else the front's); false when it has none. */
function replayCardAudio(): boolean {
  const players = document.querySelectorAll<HTMLAudioElement>(`#${ANSWERING_CARD_ID} audio`);
  const player = players[players.length - 1];
  if (!player) return false;
  player.currentTime = 0;
  // A browser that refuses to play (no sound device, a policy) leaves the player as it was.
  player.play().catch(() => undefined);
  return true;
}
