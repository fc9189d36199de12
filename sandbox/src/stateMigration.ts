import { cardKeysOf, type SandboxContent } from './content';
import { STATE_VERSION, cardStateKey, type AnswerLogEntry, type CardStateRecord, type SandboxState, type StudyDayRecord } from './model';

/** A kept state the sandbox cannot read; the message says why. */
export class UnreadableStateError extends Error {
  override readonly name = 'UnreadableStateError';
}

/**
 * The kept state, made current: checked (an `UnreadableStateError` when it is not a sandbox state),
 * brought up from an older state version step by step, its card ids moved to where the seed content
 * now has each card (a card the seed no longer has loses its memory; its answers stay in the log), and
 * given what the seed has that it lacks (partners, demo accounts with their history, invite codes).
 * Learners' progress, sign-ups and sessions are kept.
 */
export function migrateState(kept: unknown, content: SandboxContent, seed: () => SandboxState): SandboxState {
  let state = checkedState(kept);
  if (state.version < 2) state = { ...state, version: 2, cardKeys: state.contentKey === content.key ? cardKeysOf(content) : {} };
  if (state.contentKey !== content.key) state = withCardsOf(state, content);
  return withSeedAdditions(state, seed());
}

/** A state before version 2 has no `cardKeys`. */
type KeptState = Omit<SandboxState, 'cardKeys'> & { cardKeys?: SandboxState['cardKeys'] };

/** `kept`, when it has a sandbox state's shape (of this version or an older one); else an `UnreadableStateError` saying why. */
export function checkedState(kept: unknown): SandboxState & KeptState {
  if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) throw new UnreadableStateError('it is not a JSON object');
  const value = kept as Partial<SandboxState>;
  if (typeof value.version !== 'number' || value.version < 1) throw new UnreadableStateError('it has no state version');
  if (value.version > STATE_VERSION) {
    throw new UnreadableStateError(`it is of state version ${value.version}, made by a newer sandbox than this one (version ${STATE_VERSION})`);
  }
  const lists = ['users', 'partners', 'invites', 'mailbox', 'feedback'] as const;
  const maps = ['sessions', 'cardStates', 'answers', 'resetSecrets', 'ssoCodes'] as const;
  const missing = [
    ...lists.filter((name) => !Array.isArray(value[name])),
    ...maps.filter((name) => typeof value[name] !== 'object' || value[name] === null),
    ...(typeof value.contentKey === 'string' ? [] : ['contentKey']),
    ...(typeof value.nextUserId === 'number' ? [] : ['nextUserId']),
  ];
  if (missing.length > 0) throw new UnreadableStateError(`it lacks ${missing.join(', ')}`);
  return value as SandboxState;
}

/** Card ids moved to the cards' places in `content`, by each card's stable key. */
function withCardsOf(state: SandboxState, content: SandboxContent): SandboxState {
  const idByKey = new Map(Object.entries(cardKeysOf(content)).map(([id, key]) => [key, Number(id)]));
  const movedId = (cardId: number): number | null => {
    const key = state.cardKeys[String(cardId)];
    if (key !== undefined) return idByKey.get(key) ?? null;
    return content.card(cardId) ? cardId : null;
  };
  const cardStates: Record<string, CardStateRecord> = {};
  for (const record of Object.values(state.cardStates)) {
    const cardId = movedId(record.cardId);
    if (cardId !== null) cardStates[cardStateKey(record.userId, cardId)] = { ...record, cardId };
  }
  const answers: Record<string, AnswerLogEntry> = {};
  for (const [id, answer] of Object.entries(state.answers)) {
    const cardId = movedId(answer.cardId);
    // An answer to a card no longer in the seed still counts for the streak and the study days.
    answers[id] = { ...answer, cardId: cardId ?? 0, deckId: cardId === null ? 0 : (content.card(cardId)?.dId ?? 0) };
  }
  const study: Record<string, StudyDayRecord> = {};
  for (const [userId, day] of Object.entries(state.study ?? {})) {
    const moved = (ids: readonly number[]) => ids.map(movedId).filter((id): id is number => id !== null);
    const extra = moved(day.extra);
    study[userId] = {
      ...day,
      main: moved(day.main),
      newCards: moved(day.newCards),
      review: moved(day.review),
      survey: moved(day.survey),
      done: moved(day.done),
      extra,
      extraDone: Math.min(day.extraDone, extra.length),
    };
  }
  return { ...state, contentKey: content.key, cardKeys: cardKeysOf(content), cardStates, answers, study };
}

/**
 * What the seed has and the state lacks: partners (by id), invite codes, and demo accounts (by e-mail)
 * with their seeded card memory and answers, under a new id when a sign-up already holds the seed's.
 */
function withSeedAdditions(state: SandboxState, seed: SandboxState): SandboxState {
  const partnerIds = new Set(state.partners.map((partner) => partner.id));
  const inviteCodes = new Set(state.invites.map((invite) => invite.code));
  const emails = new Set(state.users.map((user) => user.email));
  const userIds = new Set(state.users.map((user) => user.id));
  const newUsers = seed.users.filter((user) => !emails.has(user.email));
  const newPartners = seed.partners.filter((partner) => !partnerIds.has(partner.id));
  const newInvites = seed.invites.filter((invite) => !inviteCodes.has(invite.code));
  if (newUsers.length === 0 && newPartners.length === 0 && newInvites.length === 0) return state;
  let nextUserId = Math.max(state.nextUserId, ...seed.users.map((user) => user.id + 1));
  const cardStates = { ...state.cardStates };
  const answers = { ...state.answers };
  const users = [...state.users];
  for (const user of newUsers) {
    const id = userIds.has(user.id) ? nextUserId++ : user.id;
    users.push({ ...user, id });
    for (const record of Object.values(seed.cardStates)) {
      if (record.userId === user.id) cardStates[cardStateKey(id, record.cardId)] = { ...record, userId: id };
    }
    for (const [answerId, answer] of Object.entries(seed.answers)) {
      if (answer.userId === user.id && !answers[answerId]) answers[answerId] = { ...answer, userId: id };
    }
  }
  return {
    ...state,
    partners: [...state.partners, ...newPartners],
    invites: [...state.invites, ...newInvites],
    users,
    nextUserId,
    cardStates,
    answers,
  };
}
