import { FieldType, QuestionType } from '@sreo/contract/wire';
import type { SandboxServerOptions } from './SandboxServer';
import { seedDecks, seedResources } from './seed/decks';
import type { SeedDeck } from './seed/Seed';
import type { SandboxStorage } from './types';

/**
 * The sandbox's bench mode, for `npm run bench` only: when the browser's storage holds
 * `sreo.sandbox.bench` = `{"decks": N}` (the bench sets it before the app loads), the sandbox adds N
 * one-card synthetic decks before the seed (so new cards start with them, all recall cards) and lets every partner meet 400 new cards a day, so
 * the bench can list 5,000 decks and answer 300 cards in one sitting. Its state lives under its own
 * key, so the demo's state is never touched. Absent the flag, nothing changes.
 */
export const BENCH_FLAG_KEY = 'sreo.sandbox.bench';
export const BENCH_STATE_KEY = 'sreo.sandbox.bench-state';
// Enough for the bench's 300 answers; not more, since a day's queue is handled in full on every answer.
const BENCH_NEW_CARDS_PER_DAY = 400;

/** The sandbox server's options in bench mode; null when the flag is absent or out of range. */
export function benchMode(
  storage: SandboxStorage | null,
): (Pick<SandboxServerOptions, 'content' | 'newCardsPerDay'> & { storageKey: string }) | null {
  const flag = readFlag(storage);
  if (!storage || flag === null) return null;
  return { ...benchContent(flag.decks), storageKey: BENCH_STATE_KEY };
}

/** The bench's content and daily new cards, for `decks` synthetic decks (the sandbox server's test worlds use it too). */
export function benchContent(decks: number): Pick<SandboxServerOptions, 'content' | 'newCardsPerDay'> {
  return {
    content: { decks: [...syntheticDecks(decks), ...seedDecks], resources: seedResources },
    newCardsPerDay: BENCH_NEW_CARDS_PER_DAY,
  };
}

/** A bench flag's deck count, when it is a whole number the bench allows. */
export function benchDeckCount(value: unknown): number | null {
  const decks = Number((value as { decks?: unknown } | null)?.decks);
  return Number.isSafeInteger(decks) && decks >= 0 && decks <= 20_000 ? decks : null;
}

function readFlag(storage: SandboxStorage | null): { decks: number } | null {
  try {
    const raw = storage?.get(BENCH_FLAG_KEY);
    if (!raw) return null;
    const decks = benchDeckCount(JSON.parse(raw));
    return decks === null ? null : { decks };
  } catch {
    return null;
  }
}

/** N decks named "Bench deck 00001"…, each with one recall card. */
export function syntheticDecks(count: number): SeedDeck[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(5, '0');
    return {
      id: `bench-${number}`,
      name: `Bench deck ${number}`,
      deckType: 0,
      cards: [
        {
          key: `bench-card-${number}`,
          questionType: QuestionType.Recall,
          front: `Bench question ${number}`,
          fFieldType: FieldType.Text,
          back: `Bench answer ${number}`,
          bFieldType: FieldType.Text,
        },
      ],
    };
  });
}
