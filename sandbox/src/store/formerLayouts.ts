import type { SandboxDb } from './SqlDatabase';

/**
 * The former store layout (schema version 1): one JSON record per learner (the account, sessions, the
 * day's queue, reset secrets, single-sign-on codes, feedback, e-mails), per card a learner met
 * (`card/{userId}:{cardId}`), per answer, per partner and per invite code, `meta` for the state's own
 * fields and `shared/{name}` for any other part. Read once into the tables, then dropped.
 */
const LEARNER = 'learner/';
const ANSWER = 'answer/';
const CARD = 'card/';
const PARTNER = 'partner/';
const INVITE = 'invite/';
const SHARED = 'shared/';
const META = 'meta';
const LEARNER_MAPS = ['sessions', 'resetSecrets', 'ssoCodes'] as const;

/** The former layout's records, oldest first; null when the store has no such table. */
export function formerRecords(db: SandboxDb): [string, string][] | null {
  const table = db.database.all("SELECT name FROM sqlite_schema WHERE type = 'table' AND name = 'record'", []);
  if (table.length === 0) return null;
  return db.database.all('SELECT key, value FROM record ORDER BY rowid', []).map((row) => [String(row.key), String(row.value)]);
}

/** The state the records held (checked by `checkedState` after). */
export function stateFromRecords(records: Iterable<readonly [string, string]>): unknown {
  const state: Record<string, unknown> = {};
  const users: unknown[] = [];
  const partners: unknown[] = [];
  const invites: unknown[] = [];
  const answers: Record<string, unknown> = {};
  const perLearner = { sessions: {}, cardStates: {}, study: {}, resetSecrets: {}, ssoCodes: {} } as Record<string, Record<string, unknown>>;
  const feedback: { at: number }[] = [];
  const mailbox: { at: string }[] = [];
  for (const [key, text] of records) {
    const value: unknown = JSON.parse(text);
    if (key === META) Object.assign(state, value);
    else if (key.startsWith(PARTNER)) partners.push(value);
    else if (key.startsWith(INVITE)) invites.push(value);
    else if (key.startsWith(ANSWER)) answers[key.slice(ANSWER.length)] = value;
    else if (key.startsWith(CARD)) perLearner.cardStates![key.slice(CARD.length)] = value;
    else if (key.startsWith(SHARED)) state[key.slice(SHARED.length)] = value;
    else if (key.startsWith(LEARNER)) {
      const learner = value as Record<string, unknown> & { user?: unknown; study?: unknown; feedback: { at: number }[]; mailbox: { at: string }[] };
      if (learner.user) users.push(learner.user);
      for (const part of LEARNER_MAPS) Object.assign(perLearner[part]!, learner[part]);
      Object.assign(perLearner.cardStates!, learner.cardStates);
      if (learner.study !== undefined) perLearner.study![key.slice(LEARNER.length)] = learner.study;
      feedback.push(...learner.feedback);
      mailbox.push(...learner.mailbox);
    } else throw new SyntaxError(`unknown record ${key}`);
  }
  return {
    ...state,
    users,
    partners,
    invites,
    answers,
    ...perLearner,
    feedback: feedback.sort((a, b) => a.at - b.at),
    mailbox: mailbox.sort((a, b) => a.at.localeCompare(b.at)),
  };
}
