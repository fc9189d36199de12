import fc from 'fast-check';
import { buildContent } from '../../src/content';
import { createSeedState, newUserRecord } from '../../src/demoData';
import { cardStateKey, type SandboxState, type StudyDayRecord } from '../../src/model';
import { purgeExpired } from '../../src/purgeExpired';
import { seedDecks, seedResources } from '../../src/seed/decks';
import { LiveRecords } from '../../src/server/LiveRecords';
import { allRecords } from '../../src/server/stateRecords';

/**
 * The records a write builds from the changes it noted, held to the records a whole rebuild of the state
 * gives: whatever is changed, and however, the noted records are exactly those whose text differs.
 */

const NOW = Date.UTC(2026, 0, 5, 9);
const DAY = 86_400_000;
const content = buildContent(seedDecks, seedResources);
const cardIds = content.decks.flatMap((deck) => deck.cards.map((card) => card.cId));

function seedState(): SandboxState {
  return createSeedState(content, NOW, 'not-a-real-hash');
}

/** The records a write of the noted changes would change, given the records kept: key to text, null for one deleted. */
function writtenOver(kept: Map<string, string>, noted: Map<string, string | null>): Map<string, string | null> {
  return new Map([...noted].filter(([key, text]) => (text ?? undefined) !== kept.get(key)));
}

/** The records that differ between two whole rebuilds: key to the new text, null for one gone. */
function differences(before: Map<string, string>, after: Map<string, string>): Map<string, string | null> {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return new Map([...keys].filter((key) => before.get(key) !== after.get(key)).map((key) => [key, after.get(key) ?? null]));
}

/** A learner of the state, chosen by `n` (undefined when there is none). */
function someUser(state: SandboxState, n: number) {
  return state.users.length === 0 ? undefined : state.users[n % state.users.length];
}

type Change = (state: SandboxState, n: number) => void;

/** Every way the sandbox changes its state, and a few it does not use yet, each for a learner chosen by `n`. */
const CHANGES: Record<string, Change> = {
  'an answer': (state, n) => {
    const user = someUser(state, n);
    if (!user) return;
    const cardId = cardIds[n % cardIds.length]!;
    state.cardStates[cardStateKey(user.id, cardId)] = { userId: user.id, cardId, due: NOW + DAY, stability: 2, difficulty: 5, reps: 1, lapses: 0, state: 2, lastReview: NOW };
    state.answers[`answer-${n}`] = { id: `answer-${n}`, userId: user.id, deckId: 1, cardId, dt: NOW, tta: 900, ans: 3, mode: 0, rating: 3 };
  },
  'a preference': (state, n) => {
    const user = someUser(state, n);
    if (user) user.firstName = `Name ${n}`;
  },
  'a remind day added in place': (state, n) => someUser(state, n)?.remindDays.push(n % 7),
  'fields assigned at once': (state, n) => {
    const user = someUser(state, n);
    if (user) Object.assign(user, { notifyApp: n % 2 === 0, termsAccepted: true });
  },
  'an account made': (state, n) => {
    state.users.push(newUserRecord({ id: state.nextUserId, email: `new-${n % 3}@demo.test`, partnerId: 1, username: `new ${n}`, passwordHash: null }, NOW));
    state.nextUserId += 1;
  },
  "an account made from another's fields": (state, n) => {
    const user = someUser(state, n);
    if (!user) return;
    state.users.push({ ...user, id: state.nextUserId, email: `copy-${n}@demo.test` });
    state.nextUserId += 1;
  },
  'an account removed': (state, n) => void (state.users.length > 0 && state.users.splice(n % state.users.length, 1)),
  'a session opened': (state, n) => {
    const user = someUser(state, n);
    if (user) state.sessions[`token-${n}`] = { userId: user.id, createdAt: NOW, expiresAt: NOW + (n % 3) * DAY };
  },
  'a session ended': (state) => {
    const [token] = Object.keys(state.sessions);
    if (token !== undefined) delete state.sessions[token];
  },
  'a reset secret sent': (state, n) => {
    const user = someUser(state, n);
    if (!user) return;
    state.resetSecrets[`secret-${n}`] = { userId: user.id, expiresAt: NOW + DAY };
    state.mailbox.push({ to: user.email, subject: 'Reset your password', secret: `secret-${n}`, link: '/app/pws', at: new Date(NOW + n).toISOString() });
  },
  'an e-mail to an address with no account yet': (state, n) => {
    state.mailbox.push({ to: `new-${n % 3}@demo.test`, subject: 'Welcome', secret: '', link: '/app', at: new Date(NOW + n).toISOString() });
  },
  'a reset secret used': (state) => {
    const [secret] = Object.keys(state.resetSecrets);
    if (secret !== undefined) delete state.resetSecrets[secret];
  },
  'a single-sign-on code issued': (state, n) => {
    const user = someUser(state, n);
    if (user) state.ssoCodes[`code-${n}`] = { userId: user.id, expiresAt: NOW + DAY, request: `request-${n}` };
  },
  'a single-sign-on code used': (state) => {
    const [code] = Object.keys(state.ssoCodes);
    if (code !== undefined) delete state.ssoCodes[code];
  },
  'feedback given': (state, n) => {
    const user = someUser(state, n);
    if (user) state.feedback.push({ userId: user.id, text: `feedback ${n}`, rating: (n % 5) + 1, at: NOW + n });
  },
  'the feedback emptied': (state) => void (state.feedback.length = 0),
  'the oldest e-mail dropped': (state) => void (state.mailbox = state.mailbox.slice(1)),
  "a day's queue made": (state, n) => {
    const user = someUser(state, n);
    if (user) (state.study ??= {})[String(user.id)] = { day: n, main: [1, 2], newCards: [2], review: [], survey: [], done: [], surveySkipped: false, extra: [], extraDone: 0 };
  },
  "every day's queue dropped, and one made in the new part": (state, n) => {
    const user = someUser(state, n);
    const study = (state.study = {} as Record<string, StudyDayRecord>);
    if (user) study[String(user.id)] = { day: n, main: [3], newCards: [], review: [4], survey: [], done: [], surveySkipped: false, extra: [], extraDone: 0 };
  },
  'the feedback started again with one': (state, n) => {
    const user = someUser(state, n);
    if (user) (state.feedback = [] as SandboxState['feedback']).push({ userId: user.id, text: `again ${n}`, rating: null, at: NOW + n });
  },
  "a card of the day's queue done": (state, n) => {
    const [id] = Object.keys(state.study ?? {});
    if (id !== undefined) state.study![id]!.done.push(n);
  },
  "a day's queue dropped": (state) => {
    const [id] = Object.keys(state.study ?? {});
    if (id !== undefined) delete state.study![id];
  },
  "a learner's card memory dropped at once": (state, n) => {
    const user = someUser(state, n);
    if (user) state.cardStates = Object.fromEntries(Object.entries(state.cardStates).filter(([, card]) => card.userId !== user.id));
  },
  'a partner renamed': (state, n) => {
    const partner = state.partners[n % state.partners.length];
    if (partner) (partner as { n: string }).n = `Partner ${n}`;
  },
  'an invitation used': (state) => void (state.invites = state.invites.slice(1)),
  "a card's key changed": (state, n) => {
    (state.cardKeys as Record<string, string>)[String(cardIds[0])] = `key ${n}`;
  },
  'a part the layout does not know added': (state, n) => {
    (state as unknown as Record<string, unknown>).notes = { said: n };
  },
  'that part removed': (state) => void delete (state as unknown as Record<string, unknown>).notes,
  'what expired dropped': (state, n) => purgeExpired(state, NOW + (n % 3) * DAY),
};

const aChange = fc.tuple(fc.constantFrom(...Object.keys(CHANGES)), fc.nat({ max: 1000 }));

describe('the records a write builds from the changes made to the state it watches', () => {
  it('given any changes, in any order, over two writes, then each write\'s records are exactly those that differ from the last, with the text a whole rebuild gives', () => {
    fc.assert(
      fc.property(fc.array(aChange, { minLength: 1, maxLength: 8 }), fc.array(aChange, { maxLength: 8 }), (first, second) => {
        const plain = seedState();
        const live = new LiveRecords(plain);
        let kept = allRecords(plain);
        for (const batch of [first, second]) {
          for (const [name, n] of batch) CHANGES[name]!(live.state, n);
          const whole = allRecords(plain);

          expect(writtenOver(kept, live.changed())).toEqual(differences(kept, whole));
          live.settle();
          kept = whole;
        }
      }),
      { numRuns: 150 },
    );
  });

  it("given a learner answers, then the records built are that card's and that answer's, no other", () => {
    const live = new LiveRecords(seedState());
    const learner = live.state.users.find((user) => user.email === 'new@demo.test')!;
    const n = learner.id - 1;

    CHANGES['an answer']!(live.state, n);

    expect([...live.changed().keys()].sort()).toEqual([`answer/answer-${n}`, `card/${cardStateKey(learner.id, cardIds[n % cardIds.length]!)}`]);
  });

  it('given a card\'s memory changed in place instead of replaced, then the change throws and nothing is changed', () => {
    const plain = seedState();
    const live = new LiveRecords(plain);
    const [key, card] = Object.entries(live.state.cardStates)[0]!;

    expect(() => {
      (card as { due: number | null }).due = 0;
    }).toThrow(TypeError);
    expect(plain.cardStates[key]!.due).toBe(card.due);
    expect(live.changed().size).toBe(0);
  });

  it('given card memory replaced whole and a card put in the new part, when the records are built, then that card is written and a change in place of it throws', () => {
    const live = new LiveRecords(seedState());
    const card = { userId: 1, cardId: cardIds[0]!, due: NOW, stability: 1, difficulty: 5, reps: 1, lapses: 0, state: 2, lastReview: NOW };
    (live.state.cardStates = {} as SandboxState['cardStates'])[cardStateKey(1, card.cardId)] = card;

    const records = live.changed();

    expect(records.get(`card/${cardStateKey(1, card.cardId)}`)).toBe(JSON.stringify(card));
    expect(() => {
      card.due = 0;
    }).toThrow(TypeError);
  });

  it('given the changes were written, then the next write builds none of them again', () => {
    const live = new LiveRecords(seedState());
    CHANGES['a preference']!(live.state, 0);
    live.changed();

    live.settle();

    expect(live.changed().size).toBe(0);
  });
});
