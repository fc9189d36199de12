/** Session and card modes (DESIGN.md: the spec leaves the numbers open). */
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
  readonly n: string;
  readonly typ: number;
  readonly v?: string;
  readonly l?: string;
  readonly el?: readonly string[];
  readonly w?: number;
  readonly h?: number;
  readonly title?: string;
  readonly comment?: string;
}

export interface StudyCard {
  readonly cId: number;
  readonly dId: number;
  /** Front. */
  readonly f: string;
  /** Back. */
  readonly b: string;
  readonly fl: readonly TemplateField[];
  readonly dueDt: string;
  readonly fFieldType: FieldType;
  readonly bFieldType: FieldType;
  readonly deckTyp: number;
  readonly questionType: QuestionType;
  /** The deck's name. */
  readonly deck: string;
  readonly bComment?: string;
  readonly questionBanner?: string;
  readonly questionLabel?: string;
}

export function templateField(card: StudyCard, name: 'question' | 'answer'): TemplateField | undefined {
  return card.fl.find((field) => field.n === name);
}

export interface StudyState {
  readonly n: number;
  readonly l: number;
  readonly r: number;
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
  readonly c?: StudyCard;
  readonly s: StudyState;
  readonly progress: Progress;
  readonly msg?: string;
  readonly streak?: number;
  readonly mode: Mode;
}

/** One answer as sent to the server. `id` is a client UUID so that a resent answer counts once. */
export interface AnswerRecord {
  readonly id: string;
  readonly uId: number;
  readonly dId: number;
  readonly cId: number;
  /** When the answer was given, ISO 8601. */
  readonly dt: string;
  /** Time to answer: milliseconds from the card's display to the answer. */
  readonly tta: number;
  readonly ans: number;
  readonly rawAnswers?: string;
  readonly mode: Mode;
}
