import type { SandboxState, UserRecord } from '../model';
import type { MailMessage } from '../types';

/**
 * The sandbox's state as records, the way the server's database keeps it: one per learner (the account
 * and what belongs to it: sessions, the day's queue, reset secrets and single-sign-on codes, feedback,
 * e-mails), one per card a learner has met (`card/{userId}:{cardId}`, its memory), one per answer (the
 * log only grows, and an answer never changes once recorded), one per partner and per invite code,
 * `meta` for the rest of the state's own fields, and `shared/{name}` for any other part of the state,
 * whole. Each record is a JSON text, so an answer rewrites its learner's record (the day's queue), its
 * card's and its own, nothing else. (Stores written before cards had records of their own keep each
 * learner's card memory in the learner's record, as `cardStates`: read as well, and rewritten in this
 * layout by the first save.)
 */
export type StateRecords = Map<string, string>;

export const LEARNER = 'learner/';
const ANSWER = 'answer/';
const CARD = 'card/';
export const PARTNER = 'partner/';
export const INVITE = 'invite/';
export const SHARED = 'shared/';
export const META = 'meta';

/** The state's own fields, kept together in `meta`. */
export const META_FIELDS = ['version', 'contentKey', 'cardKeys', 'nextUserId'] as const;
/** The parts of the state split by learner: keyed by a token, secret or code, each entry naming its learner. */
export const LEARNER_MAPS = ['sessions', 'resetSecrets', 'ssoCodes'] as const;
/** The parts of the state with a record per entry, under the entry's key: the prefix of each. */
export const RECORD_PER_ENTRY = { answers: ANSWER, cardStates: CARD } as const;
/** The parts of the state split by learner: lists, each item naming its learner. */
export const LEARNER_LISTS = ['users', 'feedback', 'mailbox'] as const;
export type LearnerMap = (typeof LEARNER_MAPS)[number];
export type LearnerList = (typeof LEARNER_LISTS)[number];
const SPLIT = new Set<string>([...LEARNER_MAPS, ...LEARNER_LISTS, ...Object.keys(RECORD_PER_ENTRY), 'study', 'partners', 'invites', ...META_FIELDS]);

/** One learner's record: the account and everything that belongs to it. */
export interface LearnerRecord {
  user?: UserRecord;
  sessions: Record<string, unknown>;
  study?: unknown;
  resetSecrets: Record<string, unknown>;
  ssoCodes: Record<string, unknown>;
  feedback: unknown[];
  mailbox: unknown[];
}

/**
 * The learner an entry of a part split by learner belongs to (a study day's is its key). An e-mail goes
 * with the account of its address, or learner 0 when there is none (none are sent today).
 */
export function learnerOf(part: LearnerMap | LearnerList, entry: unknown, idOfAddress: (email: string) => number | undefined): number {
  if (part === 'users') return (entry as UserRecord).id;
  if (part === 'mailbox') return idOfAddress((entry as MailMessage).to) ?? 0;
  return (entry as { userId: number }).userId;
}

/** Finds each account's id by its address. */
export function addressBook(state: SandboxState): (email: string) => number | undefined {
  const idByEmail = new Map(state.users.map((user) => [user.email, user.id]));
  return (email) => idByEmail.get(email);
}

/** Every record of the state, by key: what a whole write compares with what is kept. */
export function allRecords(state: SandboxState): StateRecords {
  const records: StateRecords = new Map();
  records.set(META, metaText(state));
  for (const [key, text] of partnerRecords(state)) records.set(key, text);
  for (const [key, text] of inviteRecords(state)) records.set(key, text);
  for (const [id, learner] of learnersOf(state)) records.set(`${LEARNER}${id}`, learnerText(learner));
  for (const [part, prefix] of Object.entries(RECORD_PER_ENTRY)) {
    for (const [key, entry] of Object.entries(state[part as keyof typeof RECORD_PER_ENTRY])) records.set(`${prefix}${key}`, JSON.stringify(entry));
  }
  for (const name of sharedParts(state)) records.set(`${SHARED}${name}`, JSON.stringify((state as unknown as Record<string, unknown>)[name]));
  return records;
}

export function metaText(state: SandboxState): string {
  return JSON.stringify({ version: state.version, contentKey: state.contentKey, cardKeys: state.cardKeys, nextUserId: state.nextUserId });
}

export function partnerRecords(state: SandboxState): StateRecords {
  return new Map(state.partners.map((partner) => [`${PARTNER}${partner.id}`, JSON.stringify(partner)]));
}

export function inviteRecords(state: SandboxState): StateRecords {
  return new Map(state.invites.map((invite) => [`${INVITE}${invite.code}`, JSON.stringify(invite)]));
}

/** The parts of the state kept whole, each as `shared/{name}`: any the record layout does not split. */
function sharedParts(state: SandboxState): string[] {
  return Object.entries(state)
    .filter(([name, value]) => !SPLIT.has(name) && value !== undefined)
    .map(([name]) => name);
}

export function emptyLearner(): LearnerRecord {
  return { sessions: {}, resetSecrets: {}, ssoCodes: {}, feedback: [], mailbox: [] };
}

/** A learner's record as kept: its fields always in this order, so the same learner is always the same text. */
export function learnerText(learner: LearnerRecord): string {
  const { sessions, resetSecrets, ssoCodes, feedback, mailbox, user, study } = learner;
  return JSON.stringify({ sessions, resetSecrets, ssoCodes, feedback, mailbox, user, study });
}

/** Whether a learner's record holds nothing (and so is not kept). */
export function isEmptyLearner(learner: LearnerRecord): boolean {
  return (
    learner.user === undefined &&
    learner.study === undefined &&
    LEARNER_MAPS.every((part) => hasNoKeys(learner[part])) &&
    learner.feedback.length === 0 &&
    learner.mailbox.length === 0
  );
}

function hasNoKeys(entries: object): boolean {
  for (const _ in entries) return false;
  return true;
}

/** Each learner's record, gathered from the whole state. */
export function learnersOf(state: SandboxState): Map<number, LearnerRecord> {
  const learners = new Map<number, LearnerRecord>();
  const learner = (id: number): LearnerRecord => {
    let found = learners.get(id);
    if (!found) {
      found = emptyLearner();
      learners.set(id, found);
    }
    return found;
  };
  const idOfAddress = addressBook(state);
  for (const user of state.users) learner(user.id).user = user;
  for (const part of LEARNER_MAPS) {
    for (const [key, entry] of Object.entries(state[part])) learner(learnerOf(part, entry, idOfAddress))[part][key] = entry;
  }
  for (const [id, day] of Object.entries(state.study ?? {})) learner(Number(id)).study = day;
  for (const entry of state.feedback) learner(learnerOf('feedback', entry, idOfAddress)).feedback.push(entry);
  for (const message of state.mailbox) learner(learnerOf('mailbox', message, idOfAddress)).mailbox.push(message);
  return learners;
}

/** The state again from its records (in the order they were first written); what is not a state is the caller's to check. */
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
      const learner = value as LearnerRecord & { cardStates?: Record<string, unknown> };
      if (learner.user) users.push(learner.user);
      for (const part of LEARNER_MAPS) Object.assign(perLearner[part]!, learner[part]);
      Object.assign(perLearner.cardStates!, learner.cardStates);
      if (learner.study !== undefined) perLearner.study![key.slice(LEARNER.length)] = learner.study;
      feedback.push(...(learner.feedback as { at: number }[]));
      mailbox.push(...(learner.mailbox as { at: string }[]));
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
