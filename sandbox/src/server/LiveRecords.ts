import type { SandboxState } from '../model';
import {
  INVITE,
  LEARNER,
  LEARNER_LISTS,
  LEARNER_MAPS,
  META,
  META_FIELDS,
  PARTNER,
  RECORD_PER_ENTRY,
  SHARED,
  addressBook,
  emptyLearner,
  inviteRecords,
  isEmptyLearner,
  learnerOf,
  learnerText,
  learnersOf,
  metaText,
  partnerRecords,
  type LearnerList,
  type LearnerMap,
  type LearnerRecord,
} from './stateRecords';
import { freezeEntries, trackChanges, type StateChange } from './trackedState';

/**
 * The parts whose entries are replaced, never changed in place (their types are read-only): the view
 * hands them out as they are, frozen, which keeps reading the largest parts (card memory, answers) as
 * fast as reading the plain state.
 */
const REPLACED_PARTS: ReadonlySet<string> = new Set(['sessions', 'cardStates', 'answers', 'resetSecrets', 'ssoCodes', 'feedback', 'mailbox']);

type Change = { readonly record: 'learner'; readonly id: number } | { readonly record: 'key'; readonly key: string };

/**
 * The state's records (`stateRecords.ts`) kept up to date with the state as it changes, so that a write
 * builds and serialises only the records a change touched: the sandbox changes `state`, a view that
 * reports every change (`trackChanges`); each learner's record is kept as a set of references into the
 * state, moved as entries come and go; `changed` answers the text of each record touched since
 * `settle`. Nothing needs to remember to mark what it changed: every change goes through the view.
 */
export class LiveRecords {
  /** The state to change: every change made through it is noted. */
  readonly state: SandboxState;
  private readonly learners: Map<number, LearnerRecord>;
  private readonly touched = { learners: new Set<number>(), keys: new Set<string>() };
  /** Learners whose part of a list (their account, feedback, e-mails) is to be gathered again. */
  private readonly regather: Record<LearnerList, Set<number>> = { users: new Set(), feedback: new Set(), mailbox: new Set() };
  private readonly groups: Record<'partners' | 'invites', Set<string>>;
  /** The parts split into records that were replaced whole since `settle`, each as it was before. */
  private readonly replacedParts = new Map<SplitPart, unknown>();

  constructor(private readonly plain: SandboxState) {
    this.learners = learnersOf(plain);
    this.groups = { partners: new Set(partnerRecords(plain).keys()), invites: new Set(inviteRecords(plain).keys()) };
    this.state = trackChanges(plain, REPLACED_PARTS, (change) => this.note(change));
  }

  /** Each record touched since the last `settle`: its text, or null for a record that is no more. */
  changed(): Map<string, string | null> {
    for (const [part, before] of this.replacedParts) {
      const after: unknown = this.plain[part];
      if (REPLACED_PARTS.has(part)) freezeEntries(after);
      this.noteTouched({ kind: 'part', part, before, after });
    }
    this.replacedParts.clear();
    this.gatherLists();
    const records = new Map<string, string | null>();
    for (const id of this.touched.learners) {
      const learner = this.learners.get(id);
      const empty = !learner || isEmptyLearner(learner);
      if (empty) this.learners.delete(id);
      records.set(`${LEARNER}${id}`, empty ? null : learnerText(learner));
    }
    for (const key of this.touched.keys) {
      if (key === META) records.set(META, metaText(this.plain));
      else if (key === PARTNER) this.setGroup(records, 'partners', partnerRecords(this.plain));
      else if (key === INVITE) this.setGroup(records, 'invites', inviteRecords(this.plain));
      else if (key.startsWith(SHARED)) records.set(key, textOf((this.plain as unknown as Record<string, unknown>)[key.slice(SHARED.length)]));
      else records.set(key, textOf(this.entryOf(key)));
    }
    return records;
  }

  /** What `changed` answered is written: the next write starts from here. */
  settle(): void {
    this.touched.learners.clear();
    this.touched.keys.clear();
  }

  private note(change: StateChange): void {
    // A part split into records and replaced whole is compared with what it was when the records are
    // built, since what goes into the new part right after (`(state.study = {})[id] = day`) does not go
    // through the view.
    if (change.kind === 'part' && isSplitPart(change.part)) {
      if (!this.replacedParts.has(change.part)) this.replacedParts.set(change.part, change.before);
      return;
    }
    // An entry come or gone in a replaced part is in that comparison.
    if (change.kind === 'entry' && this.replacedParts.has(change.part as SplitPart)) return;
    this.noteTouched(change);
  }

  private noteTouched(change: StateChange): void {
    for (const touched of this.changesOf(change)) {
      if (touched.record === 'learner') this.touched.learners.add(touched.id);
      else this.touched.keys.add(touched.key);
    }
  }

  /** The records one change touches; learners' records are moved along as it goes. */
  private changesOf(change: StateChange): Change[] {
    const { part } = change;
    if (isLearnerMap(part) || part === 'study' || isRecordPerEntry(part)) {
      if (change.kind === 'part') return changedKeys(change.before, change.after).flatMap(([key, before, after]) => this.entryChanged(part, key, before, after));
      if (change.kind === 'entry') return this.entryChanged(part, change.key, change.before, change.after);
      // Inside a study day (the entries of the others are frozen).
      return [{ record: 'learner', id: Number(change.key) }];
    }
    if (isLearnerList(part)) {
      if (change.kind === 'inside') return [{ record: 'learner', id: learnerOf(part, change.entry, this.idOfAddress) }];
      const items = change.kind === 'part' ? [...valuesOf(change.before), ...valuesOf(change.after)] : [change.before, change.after];
      return this.listChanged(part, items.filter((item) => item !== undefined));
    }
    if ((META_FIELDS as readonly string[]).includes(part)) return [{ record: 'key', key: META }];
    if (part === 'partners') return [{ record: 'key', key: PARTNER }];
    if (part === 'invites') return [{ record: 'key', key: INVITE }];
    return [{ record: 'key', key: `${SHARED}${part}` }];
  }

  private entryChanged(part: LearnerMap | 'study' | RecordPerEntry, key: string, before: unknown, after: unknown): Change[] {
    if (isRecordPerEntry(part)) return [{ record: 'key', key: `${RECORD_PER_ENTRY[part]}${key}` }];
    if (part === 'study') {
      const id = Number(key);
      const learner = this.learner(id);
      if (after === undefined) delete learner.study;
      else learner.study = after;
      return [{ record: 'learner', id }];
    }
    const from = before === undefined ? undefined : learnerOf(part, before, this.idOfAddress);
    const to = after === undefined ? undefined : learnerOf(part, after, this.idOfAddress);
    // Assigned where it was, so the record keeps the state's order of entries.
    if (from !== undefined && from !== to) delete this.learner(from)[part][key];
    if (to !== undefined) this.learner(to)[part][key] = after;
    return [from, to].filter((id) => id !== undefined).map((id) => ({ record: 'learner', id }));
  }

  private listChanged(part: LearnerList, items: unknown[]): Change[] {
    const ids = items.map((item) => learnerOf(part, item, this.idOfAddress));
    for (const id of ids) this.regather[part].add(id);
    // An account come or gone decides where e-mails to its address are kept.
    if (part === 'users') for (const id of [0, ...ids]) this.regather.mailbox.add(id);
    return ids.map((id) => ({ record: 'learner', id }));
  }

  /** The learners' parts of the lists, gathered again for those a change touched: one pass over each list touched. */
  private gatherLists(): void {
    // Built once a list is to be gathered: most writes (an answer, a session) touch none.
    let idOfAddress: ((email: string) => number | undefined) | undefined;
    for (const part of LEARNER_LISTS) {
      const ids = this.regather[part];
      if (ids.size === 0) continue;
      idOfAddress ??= addressBook(this.plain);
      for (const id of ids) {
        const learner = this.learner(id);
        if (part === 'users') delete learner.user;
        else learner[part] = [];
        this.touched.learners.add(id);
      }
      for (const item of this.plain[part] as unknown[]) {
        const id = learnerOf(part, item, idOfAddress);
        if (!ids.has(id)) continue;
        const learner = this.learner(id);
        if (part === 'users') learner.user = item as LearnerRecord['user'];
        else learner[part].push(item);
      }
      ids.clear();
    }
  }

  /** The entry a record of `RECORD_PER_ENTRY` holds, by the record's key. */
  private entryOf(key: string): unknown {
    for (const [part, prefix] of Object.entries(RECORD_PER_ENTRY)) {
      if (key.startsWith(prefix)) return this.plain[part as RecordPerEntry][key.slice(prefix.length)];
    }
    throw new Error(`no part keeps the record ${key}`);
  }

  private setGroup(records: Map<string, string | null>, group: 'partners' | 'invites', now: Map<string, string>): void {
    for (const key of this.groups[group]) if (!now.has(key)) records.set(key, null);
    for (const [key, text] of now) records.set(key, text);
    this.groups[group] = new Set(now.keys());
  }

  /** One address's account (the last, as `addressBook` finds it), looked up only for an e-mail: a change of anything else needs no address book. */
  private readonly idOfAddress = (email: string): number | undefined => {
    const { users } = this.plain;
    for (let index = users.length - 1; index >= 0; index--) if (users[index]!.email === email) return users[index]!.id;
    return undefined;
  };

  private learner(id: number): LearnerRecord {
    let found = this.learners.get(id);
    if (!found) {
      found = emptyLearner();
      this.learners.set(id, found);
    }
    return found;
  }
}

type RecordPerEntry = keyof typeof RECORD_PER_ENTRY;
type SplitPart = LearnerMap | LearnerList | RecordPerEntry | 'study';

function isSplitPart(part: string): part is SplitPart {
  return isLearnerMap(part) || isLearnerList(part) || isRecordPerEntry(part) || part === 'study';
}

function isRecordPerEntry(part: string): part is RecordPerEntry {
  return Object.hasOwn(RECORD_PER_ENTRY, part);
}

function isLearnerMap(part: string): part is LearnerMap {
  return (LEARNER_MAPS as readonly string[]).includes(part);
}

function isLearnerList(part: string): part is LearnerList {
  return (LEARNER_LISTS as readonly string[]).includes(part);
}

/** The keys whose values differ between two versions of a keyed part, with both values. */
function changedKeys(before: unknown, after: unknown): [string, unknown, unknown][] {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(was), ...Object.keys(is)]);
  return [...keys].filter((key) => was[key] !== is[key]).map((key) => [key, was[key], is[key]]);
}

function valuesOf(list: unknown): unknown[] {
  return Array.isArray(list) ? list : [];
}

function textOf(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}
