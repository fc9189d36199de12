import { diffChars } from 'diff';

/** A run of a typed answer or of the right one: `differs` marks what the other one does not have. */
interface TextPart {
  readonly text: string;
  readonly differs: boolean;
}

/** The learner's typed answer against the right one, each cut into runs that match and runs that differ. */
export interface TypedDifference {
  readonly typed: readonly TextPart[];
  readonly answer: readonly TextPart[];
}

/**
 * How a typed answer differs from the right one, character by character, as the marking rule compares
 * them (case and surrounding spaces aside); each side keeps its own spelling.
 */
export function typedDifference(typed: string, answer: string): TypedDifference {
  const mine = typed.trim();
  const right = answer.trim();
  const typedParts: TextPart[] = [];
  const answerParts: TextPart[] = [];
  let inMine = 0;
  let inRight = 0;
  for (const change of diffChars(mine, right, { ignoreCase: true })) {
    const length = change.value.length;
    if (!change.added) {
      typedParts.push({ text: mine.slice(inMine, inMine + length), differs: change.removed });
      inMine += length;
    }
    if (!change.removed) {
      answerParts.push({ text: right.slice(inRight, inRight + length), differs: change.added });
      inRight += length;
    }
  }
  return { typed: typedParts, answer: answerParts };
}
