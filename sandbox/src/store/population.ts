import type { Grade } from 'ts-fsrs';
import { contentCardsOf, type SandboxContent } from '../content';
import type { CardStateRecord } from '../model';
import { tklOf } from '../recall';
import { reviewCard } from '../scheduler/fsrsSchedule';
import { DAY_MS, dayOf } from '../scheduler/streak';
import type { SandboxDb, SqlValue } from './SqlDatabase';

/** The e-mail address of population learner `n` (from 1): all sign in with `POPULATION_PASSWORD`. */
export function populationEmail(n: number): string {
  return `learner-${String(n).padStart(5, '0')}@population.test`;
}

export const POPULATION_PASSWORD = 'population-pass-1';

/** The partners the population is spread over: even learners in one without the full knowledge list, odd ones in one with it. */
const POPULATION_PARTNERS = [4, 1] as const;
const HISTORY_DAYS = 30;

/**
 * Adds `learners` learners of `answersEach` answers each (on the last 30 days, each to a card of its own)
 * straight into the tables, with their card memory, study days and peers' rows, in one transaction:
 * about a minute for 10,000 learners, where the API would take an hour (a password hash alone is about 50 ms a
 * sign-up). Every learner shares one password hash. For the bench and load tests (`npm run sandbox --
 * --population N`), not for people.
 */
export function seedPopulation(
  db: SandboxDb,
  { content, learners, answersEach, now, passwordHash }: { content: SandboxContent; learners: number; answersEach: number; now: number; passwordHash: string },
): void {
  const cards = contentCardsOf(content);
  const count = Math.min(answersEach, cards.length);
  const { q } = db;
  const sqlOf = (query: { compile(): { sql: string } }) => query.compile().sql;
  const learnerSql = sqlOf(
    q.insertInto('learner').values({
      email: '', partnerId: 0, status: 1, typ: 0, firstName: '', lastName: '', username: '', remindDt: null, remindDays: '[]',
      notifyEmail: 1, notifyApp: 1, libraryTourShown: 0, schedulerType: 1, ui: null, passwordHash: '', termsAccepted: 0, createdAt: 0,
    }).returning('id'),
  );
  const memorySql = sqlOf(
    q.insertInto('card_memory').values({
      userId: 0, cardId: 0, due: 0, stability: 0, difficulty: 0, elapsedDays: 0, scheduledDays: 0, learningSteps: 0, reps: 0, lapses: 0, state: 0, lastReview: 0,
    }),
  );
  const answerSql = sqlOf(
    q.insertInto('answer').values({ userId: 0, id: '', deckId: 0, cardId: 0, dt: 0, clientDt: null, tta: 0, ans: 0, rawAnswers: null, mode: 0, rating: 0 }),
  );
  const daySql = sqlOf(q.insertInto('study_day').values({ userId: 0, day: 0, answers: 0 }));
  const peerSql = sqlOf(q.insertInto('peer_tkl').values({ userId: 0, partnerId: 0, name: '', tkl: 0, refreshedAt: 0 }));
  // A card first answered on a given day has the same memory whoever answered it.
  const memoryOfDay = new Map<number, CardStateRecord>();
  const memoryAt = (dt: number): CardStateRecord => {
    let memory = memoryOfDay.get(dayOf(dt));
    if (!memory) {
      memory = reviewCard(undefined, 0, 0, dt, 3 as Grade);
      memoryOfDay.set(dayOf(dt), memory);
    }
    return memory;
  };
  const { database } = db;
  db.transaction(() => {
    for (let n = 1; n <= learners; n += 1) {
      const partnerId = POPULATION_PARTNERS[n % POPULATION_PARTNERS.length]!;
      const firstName = `Learner${n}`;
      const [row] = database.all(learnerSql, [populationEmail(n), partnerId, 1, 0, firstName, 'Population', `learner${n}`, null, '[]', 1, 1, 0, 1, null, passwordHash, 1, now]);
      const userId = Number(row!.id);
      const memory = new Map<number, CardStateRecord>();
      const days = new Map<number, number>();
      for (let i = 0; i < count; i += 1) {
        const card = cards[(n * 7 + i) % cards.length]!;
        const dt = now - (1 + ((n + i) % HISTORY_DAYS)) * DAY_MS;
        const state = { ...memoryAt(dt), userId, cardId: card.cId };
        memory.set(card.cId, state);
        days.set(dayOf(dt), (days.get(dayOf(dt)) ?? 0) + 1);
        database.run(memorySql, memoryValues(state));
        database.run(answerSql, [userId, `population-${n}-${i}`, card.dId, card.cId, dt, null, 2_000, 3, null, 0, 3]);
      }
      for (const [day, answers] of days) database.run(daySql, [userId, day, answers]);
      database.run(peerSql, [userId, partnerId, `${firstName} P.`, tklOf(cards, memory, now) ?? 0, now]);
    }
  });
}

function memoryValues(state: CardStateRecord): SqlValue[] {
  return [
    state.userId, state.cardId, state.due, state.stability, state.difficulty, state.elapsedDays ?? null, state.scheduledDays ?? null,
    state.learningSteps ?? null, state.reps, state.lapses, state.state, state.lastReview,
  ];
}
