import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildContent } from '../sandbox/src/content';
import { createSeedState, newUserRecord } from '../sandbox/src/demoData';
import { cardStateKey, type CardStateRecord, type SandboxState } from '../sandbox/src/model';
import { seedDecks, seedResources } from '../sandbox/src/seed/decks';
import { LiveRecords } from '../sandbox/src/server/LiveRecords';
import { SqliteStateStore } from '../sandbox/src/server/SqliteStateStore';
import { untracked } from '../sandbox/src/server/trackedState';

export interface StoreWrites {
  /** Per round, each answer's write: `save` of the watched state, the commit (synchronous, to disk) included. */
  readonly rounds: number[][];
  /** Per round, each answer's records built and serialised (`LiveRecords.changed`): the store's own work, no disk. */
  readonly builds: number[][];
  /** One answer's write with every record rebuilt and compared, as every write was before. */
  readonly wholeMs: number;
}

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 5, 9);

/**
 * The server's store with a large population (`learners` × `cards` card states each, a session, a day's
 * queue and `answers` answers each), in a temporary folder: each sample is one learner's answer (the
 * card's memory replaced, the answer logged, the card done in the day's queue), then `save`, timed.
 * Loaded by bench/run.mjs through Vite, as the validators' bench is.
 */
export function benchStoreWrites({ learners = 500, cards = 2_000, answers = 20, rounds = 3, samples = 60 } = {}): StoreWrites {
  const folder = mkdtempSync(join(tmpdir(), 'sreo-store-bench-'));
  const store = SqliteStateStore.open(join(folder, 'state.sqlite'));
  try {
    const state = store.watch(population(learners, cards, answers));
    store.save(state);
    const firstId = state.nextUserId - learners;
    let n = 0;
    const answer = (target: SandboxState) => {
      n += 1;
      answerOne(target, firstId + (n * 7919) % learners, 1 + (n % cards), `bench-answer-${n}`);
    };
    const time = (run: () => void) => {
      const start = performance.now();
      run();
      return performance.now() - start;
    };
    // Warm up (JIT, SQLite's page cache).
    for (let i = 0; i < 10; i++) {
      answer(state);
      store.save(state);
    }
    const measured: number[][] = [];
    for (let round = 0; round < rounds; round++) {
      const answerMs: number[] = [];
      for (let i = 0; i < samples; i++) {
        answer(state);
        answerMs.push(time(() => store.save(state)));
      }
      measured.push(answerMs);
    }
    // The records alone, on a view of their own over the same state.
    const plain = untracked(state);
    const live = new LiveRecords(plain);
    const builds: number[][] = [];
    for (let round = 0; round < rounds; round++) {
      const buildMs: number[] = [];
      for (let i = 0; i < samples; i++) {
        answer(live.state);
        buildMs.push(time(() => live.changed()));
        live.settle();
      }
      builds.push(buildMs);
    }
    // The plain state saved: the store rebuilds and compares every record.
    answer(plain);
    return { rounds: measured, builds, wholeMs: time(() => store.save(plain)) };
  } finally {
    store.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The demo seed and `learners` more learners, each with `cards` card states, a session, a day's queue and `answers` answers. */
function population(learners: number, cards: number, answers: number): SandboxState {
  const state = createSeedState(buildContent(seedDecks, seedResources), NOW, 'bench-hash');
  for (let i = 0; i < learners; i++) {
    const id = state.nextUserId++;
    state.users.push(newUserRecord({ id, email: `bench-${id}@demo.test`, partnerId: 1, username: `bench ${id}`, passwordHash: 'bench-hash' }, NOW - 90 * DAY));
    state.sessions[`bench-session-${id}`] = { userId: id, createdAt: NOW, expiresAt: NOW + 30 * DAY };
    for (let cardId = 1; cardId <= cards; cardId++) state.cardStates[cardStateKey(id, cardId)] = memory(id, cardId, NOW - (cardId % 30) * DAY);
    for (let a = 0; a < answers; a++) {
      const answerId = `bench-${id}-${a}`;
      state.answers[answerId] = { id: answerId, userId: id, deckId: 1, cardId: 1 + a, dt: NOW - a * DAY, tta: 2_000, ans: 3, mode: 0, rating: 3 };
    }
    (state.study ??= {})[String(id)] = { day: Math.floor(NOW / DAY), main: range(1, 20), newCards: range(11, 20), review: range(21, 40), survey: [], done: [], surveySkipped: false, extra: [], extraDone: 0 };
  }
  return state;
}

/** One answer, changed as the study route changes the state. */
function answerOne(state: SandboxState, userId: number, cardId: number, answerId: string): void {
  state.cardStates[cardStateKey(userId, cardId)] = memory(userId, cardId, NOW);
  state.answers[answerId] = { id: answerId, userId, deckId: 1, cardId, dt: NOW, tta: 1_500, ans: 3, mode: 0, rating: 3 };
  state.study![String(userId)]!.done.push(cardId);
}

function memory(userId: number, cardId: number, lastReview: number): CardStateRecord {
  return { userId, cardId, due: lastReview + 5 * DAY, stability: 5.2, difficulty: 4.9, elapsedDays: 0, scheduledDays: 5, learningSteps: 0, reps: 3, lapses: 0, state: 2, lastReview };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
