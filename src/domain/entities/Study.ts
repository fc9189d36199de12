/** Session and card modes (their numbers: contract/openapi.yaml). */
export enum Mode {
  Main = 0,
  Review = 1,
  Survey = 2,
  Library = 3,
}

/** How a card side or template field is to be shown. */
export enum FieldType {
  Text = 0,
  Html = 1,
  Image = 2,
  Audio = 3,
}

export enum QuestionType {
  Recall = 0,
  MultipleChoice = 1,
  TypedAnswer = 2,
  SurveyScale = 3,
}

/** One field of a card template; 'question' and 'answer' are the names the app uses. */
export interface TemplateField {
  readonly name: string;
  /** A field type code (FieldType). */
  readonly type: number;
  /** The field's value; for the answer field, the correct answer. */
  readonly value?: string;
  readonly label?: string;
  /** The options of a multiple-choice or survey question; a typed answer's other accepted spellings. */
  readonly options?: readonly string[];
  readonly width?: number;
  readonly height?: number;
  readonly title?: string;
  readonly comment?: string;
}

export interface StudyCard {
  readonly cardId: number;
  readonly deckId: number;
  readonly front: string;
  readonly back: string;
  readonly fields: readonly TemplateField[];
  /** When the card is due, ISO 8601. */
  readonly due: string;
  readonly frontType: FieldType;
  readonly backType: FieldType;
  readonly deckType: number;
  readonly questionType: QuestionType;
  readonly deckName: string;
  readonly backComment?: string;
  readonly questionBanner?: string;
  readonly questionLabel?: string;
}

/** The day's counters: new, learning and review cards still to answer. */
export interface StudyState {
  readonly newCount: number;
  readonly learningCount: number;
  readonly reviewCount: number;
  readonly done: number;
  readonly tomorrow: number;
  readonly ignore: number;
  readonly hasAssignedCards: boolean;
}

export interface GroupProgress {
  readonly total: number;
  readonly done: number;
}

export interface Progress {
  readonly main: GroupProgress;
  readonly review: GroupProgress;
  readonly survey: GroupProgress;
}

export type StudyGroup = keyof Progress;

/** Cards left in a group: total minus done, or 0 when nothing is loaded. */
export function cardsLeft(progress: Progress | undefined, group: StudyGroup): number {
  if (!progress) return 0;
  const { total, done } = progress[group];
  return Math.max(0, total - done);
}

export function totalCardsLeft(progress: Progress | undefined): number {
  return cardsLeft(progress, 'main') + cardsLeft(progress, 'review') + cardsLeft(progress, 'survey');
}

/** The server's answer to a study step: the next card (none when the day is done) and the counters. */
export interface NextStep {
  readonly card?: StudyCard;
  /** The card after `card`, in the same mode, when the server can say so: the screen may go on to it at the answer (decision 0280). */
  readonly after?: StudyCard;
  readonly state: StudyState;
  readonly progress: Progress;
  readonly message?: string;
  readonly streak?: number;
  readonly mode: Mode;
}

/** One answer as sent to the server. `id` is a client UUID so that a resent answer counts once. */
export interface AnswerRecord {
  readonly id: string;
  readonly userId: number;
  readonly deckId: number;
  readonly cardId: number;
  /** When the answer was given, ISO 8601. */
  readonly answeredAt: string;
  /** Time to answer: milliseconds from the card's display to the answer. */
  readonly timeToAnswerMs: number;
  readonly answer: number;
  readonly rawAnswers?: string;
  readonly mode: Mode;
}

/** The learner's study day on this device: answers, those the app marked and how many were right, time spent (ms). */
export type StudyDaySummary = Readonly<Record<'answered' | 'marked' | 'right' | 'spentMs', number>>;

/** An analytics cycle under way (docs/product.md, analytics): its kind, when it began (epoch ms), the answers in it. */
export interface StudyCycle {
  readonly kind: 'study' | 'survey' | 'reviewMore';
  readonly startedAt: number;
  readonly length: number;
}

/** The study day as the device keeps it: the local calendar day (YYYY-MM-DD), the latest answers' times (newest last), the cycle under way. */
export type StudyDayRecord = StudyDaySummary & { readonly day: string; readonly recent: readonly number[]; readonly cycle?: StudyCycle | null };
