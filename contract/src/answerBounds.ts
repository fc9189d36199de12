/**
 * What the contract allows in an answer record, as the sandbox checks it: a time to answer (tta) from
 * 0 to a day, in milliseconds, and a typed answer (rawAnswers) of at most 2,000 characters. The app
 * keeps its records within them, so an answer is never refused (and dropped) for its size.
 */
export const MAX_TIME_TO_ANSWER_MS = 86_400_000;

export const MAX_TYPED_ANSWER_LENGTH = 2_000;

/**
 * The time to answer a card shown at `shownAt` and answered at `answeredAt`: a card left open longer
 * than a day counts a day, and a clock that went back counts 0.
 */
export function timeToAnswer(shownAt: number, answeredAt: number): number {
  return Math.min(MAX_TIME_TO_ANSWER_MS, Math.max(0, answeredAt - shownAt));
}

/** A typed answer as sent: its first MAX_TYPED_ANSWER_LENGTH characters. */
export function typedAnswerAsSent(text: string): string {
  return text.length > MAX_TYPED_ANSWER_LENGTH ? text.slice(0, MAX_TYPED_ANSWER_LENGTH) : text;
}
