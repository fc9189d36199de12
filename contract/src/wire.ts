/*
 * The contract as the sandbox writes and reads it on the wire (docs/product.md section 3, contract/openapi.yaml),
 * in the wire's own names. The app's domain names these things in plain words and maps them in its HTTP
 * adapter; the sandbox speaks to any client through these types, so that renaming a domain field cannot
 * change what the sandbox sends.
 */

/** Session and card modes (their numbers: openapi.yaml). */
export const Mode = { Main: 0, Review: 1, Survey: 2, Library: 3 } as const;
export type Mode = (typeof Mode)[keyof typeof Mode];

/** fFieldType, bFieldType and fl[].typ. */
export const FieldType = { Text: 0, Html: 1, Image: 2, Audio: 3 } as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

export const QuestionType = { Recall: 0, MultipleChoice: 1, TypedAnswer: 2, SurveyScale: 3 } as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];

export interface PartnerJson {
  readonly id: number;
  /** Logo id, fetched from /app/media/{l}. */
  readonly l: string;
  readonly u: string;
  readonly n: string;
  readonly showTermOfUse: boolean;
  readonly showFeedbackAlways: boolean;
  readonly showMostKnowledgeableUsersPercentage: boolean;
  readonly showFullUserKnowledgeList: boolean;
  readonly showLeaderboard: boolean;
  readonly enableLibrary: boolean;
  readonly enableUserPerformance: boolean;
  readonly enableExternalAnalytics: boolean;
  readonly allowUsersChangeRemindDays: boolean;
  readonly allowUsersChangeRemindTime: boolean;
  readonly termOfUseUrl: string | null;
}

export interface UserJson {
  readonly id: number;
  readonly status: number;
  readonly typ: number;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly username: string | null;
  /** UTC hours. */
  readonly remindDt: string | number | null;
  readonly remindDays: readonly number[];
  readonly notifyEmail: boolean;
  readonly notifyApp: boolean;
  readonly libraryTourShown: boolean;
  readonly schedulerType: number;
  readonly ui: string | null;
  readonly partner: PartnerJson;
}

export interface TemplateFieldJson {
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

export interface StudyCardJson {
  readonly cId: number;
  readonly dId: number;
  readonly f: string;
  readonly b: string;
  readonly fl: readonly TemplateFieldJson[];
  readonly dueDt: string;
  readonly fFieldType: FieldType;
  readonly bFieldType: FieldType;
  readonly deckTyp: number;
  readonly questionType: QuestionType;
  readonly deck: string;
  readonly bComment?: string;
  readonly questionBanner?: string;
  readonly questionLabel?: string;
}

export interface StudyStateJson {
  readonly n: number;
  readonly l: number;
  readonly r: number;
  readonly done: number;
  readonly tomorrow: number;
  readonly ignore: number;
  readonly hasAssignedCards: boolean;
}

export interface ProgressJson {
  readonly main: { readonly total: number; readonly done: number };
  readonly review: { readonly total: number; readonly done: number };
  readonly survey: { readonly total: number; readonly done: number };
}

/** PUT /app/study's answer. */
export interface NextStepJson {
  readonly c?: StudyCardJson;
  /** The card after `c`, when the server can say so (the next due card in the same mode). */
  readonly after?: StudyCardJson;
  readonly s: StudyStateJson;
  readonly progress: ProgressJson;
  readonly msg?: string;
  readonly streak?: number;
  readonly mode: number;
}

export interface LibraryDeckJson {
  readonly deckId: string;
  readonly deckName: string;
  readonly tkl: number | null;
}

export interface DeckCardItemJson {
  readonly id: string;
  readonly name: string;
  readonly content: string;
}

export interface ExtraResourceJson {
  readonly id: string;
  readonly title: string;
  readonly url: string;
}

export interface LeaderboardEntryJson {
  readonly name: string;
  readonly tkl: number;
  readonly isMe: boolean;
}

export interface TklPointJson {
  readonly date: string;
  readonly tkl: number;
}

export interface StudyDayJson {
  readonly date: string;
  readonly count: number;
}

/** GET /app/performance's answer. */
export interface PerformanceJson {
  readonly tkl: number | null;
  readonly tklHistory: readonly TklPointJson[];
  readonly decks: readonly LibraryDeckJson[];
  readonly streak: number;
  readonly cardsStudied: number;
  readonly studyDays: readonly StudyDayJson[];
  readonly leaderboard?: readonly LeaderboardEntryJson[];
  readonly percentile?: number;
  readonly users?: readonly LeaderboardEntryJson[];
}
