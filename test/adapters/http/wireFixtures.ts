import type { ClassConstructor } from 'class-transformer';
import {
  DeckCardItemDto,
  ExtraResourceDto,
  LibraryDeckDto,
  PerformanceDto,
  SignInMethodDto,
  StudyCardDto,
  StudyResponseDto,
  UserDto,
} from '../../../src/adapters/http/dto';

/** Valid server answers as DESIGN.md's wire shapes fix them, to start each test from. */

const wirePartner = () => ({
  id: 7,
  l: 'logo-7',
  u: 'https://academy.example',
  n: 'Demo Academy',
  showTermOfUse: false,
  showFeedbackAlways: true,
  showMostKnowledgeableUsersPercentage: false,
  showFullUserKnowledgeList: false,
  showLeaderboard: true,
  enableLibrary: true,
  enableUserPerformance: true,
  enableExternalAnalytics: false,
  allowUsersChangeRemindDays: true,
  allowUsersChangeRemindTime: true,
  termOfUseUrl: null,
});

export const wireUser = () => ({
  id: 42,
  status: 1,
  typ: 0,
  email: 'learner@demo.test',
  firstName: 'Lee',
  lastName: null,
  username: 'lee',
  remindDt: 8,
  remindDays: [1, 3, 5],
  notifyEmail: true,
  notifyApp: false,
  libraryTourShown: false,
  schedulerType: 1,
  ui: null,
  partner: wirePartner(),
});

export const wireCard = () => ({
  cId: 101,
  dId: 9,
  f: 'Capital of France?',
  b: 'Paris',
  fl: [
    { n: 'question', typ: 0, v: 'Capital of France?' },
    { n: 'answer', typ: 0, v: 'Paris', el: ['Paris', 'Lyon'], w: 10, h: 20, l: 'x', title: 't', comment: 'c' },
  ],
  dueDt: '2024-05-01T00:00:00Z',
  fFieldType: 0,
  bFieldType: 1,
  deckTyp: 0,
  questionType: 1,
  deck: 'World capitals',
});

export const wireStudyResponse = () => ({
  c: wireCard(),
  s: { n: 3, l: 1, r: 2, done: 4, tomorrow: 5, ignore: 0, hasAssignedCards: true },
  progress: { main: { total: 10, done: 4 }, review: { total: 3, done: 0 }, survey: { total: 1, done: 0 } },
  msg: 'Keep going',
  streak: 6,
  mode: 0,
});

export const wirePerformance = () => ({
  tkl: 0.42,
  tklHistory: [{ date: '2024-05-01', tkl: 0.4 }],
  decks: [{ deckId: 'd1', deckName: 'World capitals', tkl: '0.5' }],
  streak: 6,
  cardsStudied: 120,
  studyDays: [{ date: '2024-05-01', count: 12 }],
});

export const wireDeck = () => ({ deckId: 'd1', deckName: 'Capitals', tkl: '0.5' });

const wireDeckCardItem = () => ({ id: '1', name: 'n', content: '<b>c</b>' });

const wireExtraResource = () => ({ id: '1', title: 't', url: 'https://x.test' });

const wireSignInMethod = () => ({ method: 'sso' });

/** A response DTO, what it carries, a valid answer of its shape, and whether the API answers a list of them. */
export interface WireShape {
  readonly what: string;
  readonly dto: ClassConstructor<{ toDomain(): unknown }>;
  readonly valid: () => Record<string, unknown>;
  readonly list: boolean;
}

/** Every response DTO, with the fixture that starts its tests. */
export const WIRE_SHAPES: readonly WireShape[] = [
  { what: 'the signed-in user', dto: UserDto, valid: wireUser, list: false },
  { what: 'a study step', dto: StudyResponseDto, valid: wireStudyResponse, list: false },
  { what: 'a library card', dto: StudyCardDto, valid: wireCard, list: false },
  { what: 'the performance', dto: PerformanceDto, valid: wirePerformance, list: false },
  { what: 'the sign-in method', dto: SignInMethodDto, valid: wireSignInMethod, list: false },
  { what: 'the deck list', dto: LibraryDeckDto, valid: wireDeck, list: true },
  { what: 'a deck’s cards', dto: DeckCardItemDto, valid: wireDeckCardItem, list: true },
  { what: 'the extra resources', dto: ExtraResourceDto, valid: wireExtraResource, list: true },
];
