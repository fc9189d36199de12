import { CONTENT_DECK_TYPE, cardKeysOf, type SandboxContent } from './content';
import {
  STATE_VERSION,
  UserStatus,
  UserTyp,
  cardStateKey,
  type AnswerLogEntry,
  type CardStateRecord,
  type PartnerRecord,
  type SandboxState,
  type UserRecord,
} from './model';
import { DAY_MS, hourOfDayBefore } from './scheduler/streak';
import { seedReviews, type PeerSeed } from './seed/peers';
import { DEMO_TERMS_URL } from './sites';

export const DEMO_PASSWORD = 'demo-pass-1';

/** Any address at this domain belongs to no partner: sign-in and sign-up answer RealmIsNotFound. */
export const UNKNOWN_REALM_DOMAIN = 'nowhere.test';

/** Password reset for this address fails at the (simulated) e-mail provider: 424 MandrillError. */
export const MAIL_FAILURE_EMAIL = 'mailfail@demo.test';


const DEMO_INVITE_CODE = 'DEMO-INVITE';
const EXPIRED_INVITE_CODE = 'OLD-INVITE';

/** Partner ids. */
const PartnerId = {
  DemoAcademy: 1,
  MetroPolice: 2,
  RiversideClinic: 3,
  NorthgateAirport: 4,
  HarbourCollege: 5,
} as const;

/** Where sign-ups without an invitation land. */
export const DEFAULT_PARTNER_ID = PartnerId.DemoAcademy;

/** Scheduler type of every sandbox learner: FSRS (the spec leaves the numbers open). */
const FSRS_SCHEDULER = 1;

const everyFeature = {
  showTermOfUse: false,
  showFeedbackAlways: true,
  showMostKnowledgeableUsersPercentage: true,
  showFullUserKnowledgeList: true,
  showLeaderboard: true,
  enableLibrary: true,
  enableUserPerformance: true,
  enableExternalAnalytics: true,
  allowUsersChangeRemindDays: true,
  allowUsersChangeRemindTime: true,
  termOfUseUrl: null,
  newCardsPerDay: 10,
  signInMethod: 'password',
} as const;

function seedPartners(): PartnerRecord[] {
  return [
    { ...everyFeature, id: PartnerId.DemoAcademy, l: 'demo-academy', u: 'https://academy.demo.test', n: 'Demo Academy' },
    {
      ...everyFeature,
      id: PartnerId.MetroPolice,
      l: 'metro-police',
      u: 'https://metro-police.demo.test',
      n: 'Metro Police Training',
      enableExternalAnalytics: false,
      signInMethod: 'sso',
    },
    {
      ...everyFeature,
      id: PartnerId.RiversideClinic,
      l: 'riverside-clinic',
      u: 'https://riverside-clinic.demo.test',
      n: 'Riverside Clinic',
      showFeedbackAlways: false,
      showMostKnowledgeableUsersPercentage: false,
      showFullUserKnowledgeList: false,
      showLeaderboard: false,
      enableLibrary: false,
      enableUserPerformance: false,
      enableExternalAnalytics: false,
      allowUsersChangeRemindDays: false,
      allowUsersChangeRemindTime: false,
      newCardsPerDay: 5,
    },
    {
      ...everyFeature,
      id: PartnerId.NorthgateAirport,
      l: 'northgate-airport',
      u: 'https://northgate-airport.demo.test',
      n: 'Northgate Airport Security',
      showTermOfUse: true,
      termOfUseUrl: DEMO_TERMS_URL,
      showFullUserKnowledgeList: false,
    },
    // Performance on, but none of its comparisons with other learners.
    {
      ...everyFeature,
      id: PartnerId.HarbourCollege,
      l: 'demo-academy',
      u: 'https://harbour-college.demo.test',
      n: 'Harbour College',
      showLeaderboard: false,
      showMostKnowledgeableUsersPercentage: false,
      showFullUserKnowledgeList: false,
    },
  ];
}

/** Learners who only appear on leaderboards: they sign in through nothing (no password). */
const PEERS: readonly PeerSeed[] = [
  { id: 9, email: 'priya.shah@demo.test', partnerId: PartnerId.DemoAcademy, firstName: 'Priya', lastName: 'Shah', cards: 40, stability: 20 },
  { id: 10, email: 'tom.becker@demo.test', partnerId: PartnerId.DemoAcademy, firstName: 'Tom', lastName: 'Becker', cards: 25, stability: 9 },
  { id: 11, email: 'ana.lopez@demo.test', partnerId: PartnerId.DemoAcademy, firstName: 'Ana', lastName: 'Lopez', cards: 60, stability: 30 },
  { id: 12, email: 'kofi.mensah@demo.test', partnerId: PartnerId.DemoAcademy, firstName: 'Kofi', lastName: 'Mensah', cards: 6, stability: 4 },
  { id: 13, email: 'mei.chen@demo.test', partnerId: PartnerId.DemoAcademy, firstName: 'Mei', lastName: 'Chen', cards: 15, stability: 12 },
  { id: 14, email: 'olu.ade@demo.test', partnerId: PartnerId.HarbourCollege, firstName: 'Olu', lastName: 'Ade', cards: 30, stability: 15 },
];

type UserSeed = Pick<UserRecord, 'id' | 'email' | 'partnerId'> & Partial<UserRecord>;

export function newUserRecord(seed: UserSeed, now: number): UserRecord {
  return {
    status: UserStatus.Active,
    typ: UserTyp.Learner,
    firstName: null,
    lastName: null,
    username: null,
    remindDt: null,
    remindDays: [],
    notifyEmail: true,
    notifyApp: true,
    libraryTourShown: false,
    schedulerType: FSRS_SCHEDULER,
    ui: null,
    passwordHash: null,
    termsAccepted: false,
    createdAt: now,
    ...seed,
  };
}

function seedUsers(now: number, passwordHash: string): UserRecord[] {
  const since = now - 30 * DAY_MS;
  const weekdays = [1, 2, 3, 4, 5];
  const account = (seed: UserSeed, createdAt: number) => newUserRecord({ passwordHash, ...seed }, createdAt);
  return [
    account(
      {
        id: 1,
        email: 'learner@demo.test',
        partnerId: PartnerId.DemoAcademy,
        firstName: 'Alex',
        lastName: 'Morgan',
        username: 'alex.morgan',
        remindDt: 8,
        remindDays: weekdays,
        libraryTourShown: true,
      },
      since,
    ),
    account({ id: 2, email: 'new@demo.test', partnerId: PartnerId.DemoAcademy, username: 'newcomer', notifyApp: false }, now),
    account(
      {
        id: 3,
        email: 'basic@demo.test',
        partnerId: PartnerId.RiversideClinic,
        firstName: 'Sam',
        lastName: 'Patel',
        username: 'sam.patel',
        remindDt: 9,
        remindDays: [1, 3, 5],
      },
      since,
    ),
    account(
      { id: 4, email: 'terms@demo.test', partnerId: PartnerId.NorthgateAirport, firstName: 'Jordan', lastName: 'Lee', username: 'jordan.lee' },
      since,
    ),
    account(
      {
        id: 5,
        email: 'blocked@demo.test',
        partnerId: PartnerId.DemoAcademy,
        firstName: 'Casey',
        lastName: 'Quinn',
        username: 'casey.quinn',
        status: UserStatus.Blocked,
      },
      since,
    ),
    // Signs in through the partner's identity provider, so it has no password here.
    account(
      {
        id: 6,
        email: 'sso@demo.test',
        partnerId: PartnerId.MetroPolice,
        firstName: 'Riley',
        lastName: 'Brooks',
        username: 'riley.brooks',
        passwordHash: null,
        remindDt: 7,
        remindDays: weekdays,
      },
      since,
    ),
    account(
      { id: 7, email: MAIL_FAILURE_EMAIL, partnerId: PartnerId.DemoAcademy, firstName: 'Morgan', lastName: 'Hale', username: 'morgan.hale' },
      since,
    ),
    account(
      {
        id: 8,
        email: 'private@demo.test',
        partnerId: PartnerId.HarbourCollege,
        firstName: 'Robin',
        lastName: 'Ellis',
        username: 'robin.ellis',
        libraryTourShown: true,
      },
      since,
    ),
    ...PEERS.map(({ id, email, partnerId, firstName, lastName }) =>
      newUserRecord({ id, email, partnerId, firstName, lastName, passwordHash: null, libraryTourShown: true }, since),
    ),
  ];
}

/**
 * Some history for learner@demo.test: a few cards of the first three content decks reviewed over the
 * past five days, so that those decks have a TKL (and the later decks none) and there is a streak.
 */
function seedHistory(
  content: SandboxContent,
  userId: number,
  now: number,
): { cardStates: Record<string, CardStateRecord>; answers: Record<string, AnswerLogEntry> } {
  const cardStates: Record<string, CardStateRecord> = {};
  const answers: Record<string, AnswerLogEntry> = {};
  const perDeck = [8, 5, 3];
  const decks = content.decks.filter((deck) => deck.deckType === CONTENT_DECK_TYPE).slice(0, perDeck.length);
  let n = 0;
  decks.forEach((deck, deckIndex) => {
    for (const card of deck.cards.slice(0, perDeck[deckIndex])) {
      const daysAgo = (n % 5) + 1;
      const lastReview = hourOfDayBefore(now, daysAgo, 7 - (n % 3));
      const stability = 2 + ((n * 7) % 19) + (n % 4) * 0.5;
      const lapses = n % 6 === 5 ? 1 : 0;
      cardStates[cardStateKey(userId, card.cId)] = {
        userId,
        cardId: card.cId,
        due: lastReview + Math.round(stability) * DAY_MS,
        stability,
        difficulty: 4 + (n % 5) * 0.6,
        elapsedDays: 0,
        scheduledDays: Math.round(stability),
        learningSteps: 0,
        reps: 1 + (n % 3) + lapses,
        lapses,
        state: 2,
        lastReview,
      };
      const id = `seed-${userId}-${card.cId}`;
      answers[id] = { id, userId, deckId: card.dId, cardId: card.cId, dt: lastReview, tta: 3000 + ((n * 733) % 6000), ans: 3, mode: 0, rating: 3 };
      n += 1;
    }
  });
  return { cardStates, answers };
}

/**
 * The whole seed state, made at `now`: what a fresh sandbox (or a reset) starts from. The demo accounts
 * with a password share `demoPasswordHash`, the hash of DEMO_PASSWORD.
 */
export function createSeedState(content: SandboxContent, now: number, demoPasswordHash: string): SandboxState {
  const users = seedUsers(now, demoPasswordHash);
  const history = seedHistory(content, 1, now);
  const learned = content.decks.filter((deck) => deck.deckType === CONTENT_DECK_TYPE).flatMap((deck) => deck.cards);
  for (const peer of [...PEERS, { id: 8, cards: 20, stability: 10 }]) {
    const reviews = seedReviews(learned, peer.id, peer.cards, peer.stability, now);
    Object.assign(history.cardStates, reviews.cardStates);
    Object.assign(history.answers, reviews.answers);
  }
  return {
    version: STATE_VERSION,
    contentKey: content.key,
    cardKeys: cardKeysOf(content),
    partners: seedPartners(),
    users,
    nextUserId: Math.max(...users.map((user) => user.id)) + 1,
    sessions: {},
    cardStates: history.cardStates,
    answers: history.answers,
    invites: [
      { code: DEMO_INVITE_CODE, partnerId: PartnerId.DemoAcademy, expiresAt: null, email: null },
      { code: EXPIRED_INVITE_CODE, partnerId: PartnerId.DemoAcademy, expiresAt: now - 7 * DAY_MS, email: null },
    ],
    resetSecrets: {},
    ssoCodes: {},
    mailbox: [],
    feedback: [],
    study: {},
  };
}
