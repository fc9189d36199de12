import type { AnswerRecord, Mode } from '../../entities';

/**
 * A waiting answer as the device keeps it: in the names the answer queue has always stored (the wire's),
 * so that answers an earlier version of the app kept on this device still read and are still sent.
 */
interface StoredAnswer {
  readonly id: string;
  readonly uId: number;
  readonly dId: number;
  readonly cId: number;
  readonly dt: string;
  readonly tta: number;
  readonly ans: number;
  readonly rawAnswers?: string;
  readonly mode: Mode;
}

export function toStoredAnswer(answer: AnswerRecord): StoredAnswer {
  return {
    id: answer.id,
    uId: answer.userId,
    dId: answer.deckId,
    cId: answer.cardId,
    dt: answer.answeredAt,
    tta: answer.timeToAnswerMs,
    ans: answer.answer,
    ...(answer.rawAnswers === undefined ? {} : { rawAnswers: answer.rawAnswers }),
    mode: answer.mode,
  };
}

export function fromStoredAnswer(stored: StoredAnswer): AnswerRecord {
  return {
    id: stored.id,
    userId: stored.uId,
    deckId: stored.dId,
    cardId: stored.cId,
    answeredAt: stored.dt,
    timeToAnswerMs: stored.tta,
    answer: stored.ans,
    ...(stored.rawAnswers === undefined ? {} : { rawAnswers: stored.rawAnswers }),
    mode: stored.mode,
  };
}
