import { FieldType, correctAnswer, templateField, type StudyCard } from '../../domain';

/** A marked answer's verdict, with the right answer when it was wrong (where it can be said); null before it is marked. */
export function verdictText({ card, correct }: { readonly card: StudyCard | null; readonly correct: boolean | null }): string | null {
  if (!card || correct === null) return null;
  if (correct) return 'Right!';
  const sayable = templateField(card, 'answer')?.value !== undefined || card.backType === FieldType.Text;
  return sayable ? `Not quite. The answer is ${correctAnswer(card)}.` : 'Not quite. The answer is shown below.';
}
