import { observer } from 'mobx-react-lite';
import type { AnswerEngine } from '../../../presenters/answering/AnswerEngine';
import type { StudyPresenter } from '../../../presenters/study/StudyPresenter';
import { verdictText } from '../../../presenters/study/verdictText';

/** What the announcer reads of the study screen. */
type Announced = Pick<StudyPresenter, 'cardIntro' | 'cardsLeftText'> & { readonly engine: Pick<AnswerEngine, 'card' | 'asking' | 'shown' | 'canGoOn' | 'draft'> };

/**
 * The study session's live region, always in the page: with each new card its mode and how many remain
 * (the question itself is heard once, as the heading that takes the focus), and each marked answer's
 * verdict. Not role="status" (atomic): a removal would be read out as an empty announcement. Two spans stay
 * in it, the cards taking turns: each announcement is text put into one and taken out of the other, so a
 * text the same as the last (the same cards left after an Again) is still heard, and no element is put into
 * the page or taken out per card (each would restyle the whole document, for its `:root:has()` rules).
 */
export const StudyAnnouncer = observer(function StudyAnnouncer({ study }: { study: Announced }) {
  const { card, asking, shown, canGoOn, draft } = study.engine;
  const verdict = verdictText(draft);
  const spoken = canGoOn && verdict ? verdict : card && asking ? `${study.cardIntro}. ${study.cardsLeftText}.` : '';
  return (
    <div className="visually-hidden" aria-live="polite">
      <span>{shown % 2 === 0 ? spoken : ''}</span>
      <span>{shown % 2 === 1 ? spoken : ''}</span>
    </div>
  );
});
