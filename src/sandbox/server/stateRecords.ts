import type { AnswerLogEntry, SandboxState, UserRecord } from '../model';

/**
 * The sandbox's state as records, the way the server's database keeps it: one per learner (the account
 * and everything that belongs to it: sessions, card memory, the day's queue, reset secrets and
 * single-sign-on codes, feedback, e-mails), one per answer (the log only grows, and an answer never
 * changes once recorded), one per partner and per invite code, `meta` for the rest of the state's own
 * fields, and `shared/{name}` for any other part of the state, whole. Each record is a JSON text, so a
 * request that changes one learner rewrites that learner's record and adds its answer, nothing else.
 */
export type StateRecords = Map<string, string>;

const LEARNER = 'learner/';
const ANSWER = 'answer/';
const PARTNER = 'partner/';
const INVITE = 'invite/';
const SHARED = 'shared/';
const META = 'meta';

/** The parts of the state split by learner, and how each is gathered. */
const PER_LEARNER = ['sessions', 'cardStates', 'study', 'resetSecrets', 'ssoCodes', 'feedback', 'mailbox'] as const;
const SPLIT = new Set<string>([...PER_LEARNER, 'users', 'answers', 'partners', 'invites', 'version', 'contentKey', 'cardKeys', 'nextUserId']);

interface LearnerRecord {
  user?: UserRecord;
  sessions: Record<string, unknown>;
  cardStates: Record<string, unknown>;
  study?: unknown;
  resetSecrets: Record<string, unknown>;
  ssoCodes: Record<string, unknown>;
  feedback: unknown[];
  mailbox: unknown[];
}

/** Answers are immutable: the text made for one answer object is reused while that object is the one in the state. */
export class RecordWriter {
  private readonly answerTexts = new WeakMap<AnswerLogEntry, string>();

  /** The state as records, by key. */
  records(state: SandboxState): StateRecords {
    const records: StateRecords = new Map();
    const json = (key: string, value: unknown) => records.set(key, JSON.stringify(value));
    json(META, { version: state.version, contentKey: state.contentKey, cardKeys: state.cardKeys, nextUserId: state.nextUserId });
    for (const partner of state.partners) json(`${PARTNER}${partner.id}`, partner);
    for (const invite of state.invites) json(`${INVITE}${invite.code}`, invite);
    for (const [id, learner] of learnersOf(state)) json(`${LEARNER}${id}`, learner);
    for (const [id, answer] of Object.entries(state.answers)) records.set(`${ANSWER}${id}`, this.answerText(answer));
    for (const [name, value] of Object.entries(state)) if (!SPLIT.has(name)) json(`${SHARED}${name}`, value);
    return records;
  }

  private answerText(answer: AnswerLogEntry): string {
    let text = this.answerTexts.get(answer);
    if (text === undefined) {
      text = JSON.stringify(answer);
      this.answerTexts.set(answer, text);
    }
    return text;
  }
}

function learnersOf(state: SandboxState): Map<number, LearnerRecord> {
  const learners = new Map<number, LearnerRecord>();
  const learner = (id: number): LearnerRecord => {
    let found = learners.get(id);
    if (!found) {
      found = { sessions: {}, cardStates: {}, resetSecrets: {}, ssoCodes: {}, feedback: [], mailbox: [] };
      learners.set(id, found);
    }
    return found;
  };
  const idByEmail = new Map(state.users.map((user) => [user.email, user.id]));
  for (const user of state.users) learner(user.id).user = user;
  for (const [token, session] of Object.entries(state.sessions)) learner(session.userId).sessions[token] = session;
  for (const [key, card] of Object.entries(state.cardStates)) learner(card.userId).cardStates[key] = card;
  for (const [id, day] of Object.entries(state.study ?? {})) learner(Number(id)).study = day;
  for (const [secret, entry] of Object.entries(state.resetSecrets)) learner(entry.userId).resetSecrets[secret] = entry;
  for (const [code, entry] of Object.entries(state.ssoCodes)) learner(entry.userId).ssoCodes[code] = entry;
  for (const entry of state.feedback) learner(entry.userId).feedback.push(entry);
  // An e-mail to an address with no account (none are sent today) is kept with learner 0.
  for (const message of state.mailbox) learner(idByEmail.get(message.to) ?? 0).mailbox.push(message);
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
    else if (key.startsWith(SHARED)) state[key.slice(SHARED.length)] = value;
    else if (key.startsWith(LEARNER)) {
      const learner = value as LearnerRecord;
      if (learner.user) users.push(learner.user);
      for (const part of ['sessions', 'cardStates', 'resetSecrets', 'ssoCodes'] as const) Object.assign(perLearner[part]!, learner[part]);
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
