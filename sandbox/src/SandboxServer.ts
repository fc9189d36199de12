import { buildContent, type SandboxContent } from './content';
import { SANDBOX_DEMO } from './demoAccounts';
import { DEMO_PASSWORD, createSeedState } from './demoData';
import { KeyValueStateStore } from './KeyValueStateStore';
import type { AnswerLogEntry, PartnerFlags, SandboxState } from './model';
import { demoPasswordHash, looksHashed, pbkdf2Passwords, type PasswordHasher } from './passwords';
import { PasswordThrottle } from './PasswordThrottle';
import { purgeExpired } from './purgeExpired';
import { authRoutes, pendingSingleSignOn } from './routes/authRoutes';
import { partnerOf, sessionUser, type Route, type RouteContext } from './routes/context';
import { libraryRoutes } from './routes/libraryRoutes';
import { performanceRoutes } from './routes/performanceRoutes';
import { studyRoutes } from './routes/studyRoutes';
import { userRoutes } from './routes/userRoutes';
import { seedDecks, seedResources } from './seed/decks';
import type { SeedDeck, SeedResource } from './seed/Seed';
import { sameOriginSites, type SandboxSites } from './sites';
import { isCurrentState, migrateState, UnreadableStateError } from './stateMigration';
import {
  NO_CONTENT,
  SandboxFailure,
  json,
  type MailMessage,
  type SandboxClock,
  type SandboxRequest,
  type SandboxResponse,
  type SandboxStateStore,
  type SandboxStorage,
  SandboxStoreError,
} from './types';

/** The one storage key the sandbox's whole state is saved under. */
export const SANDBOX_STORAGE_KEY = 'sreo.sandbox.state';

export interface SandboxServerOptions {
  readonly clock: SandboxClock;
  /**
   * Where the state is saved after every change and loaded from (the sandbox server's database); none:
   * `storage`, or the state lives in memory only.
   */
  readonly store?: SandboxStateStore | null;
  /** A key-value store (localStorage) to keep the state in, under `storageKey`, when there is no `store`. */
  readonly storage?: SandboxStorage | null;
  readonly storageKey?: string;
  /** Study content; the authored seed by default. */
  readonly content?: { readonly decks: readonly SeedDeck[]; readonly resources: readonly SeedResource[] };
  /** Random ids for tokens, secrets and codes; crypto.randomUUID by default. */
  readonly randomId?: () => string;
  /**
   * When a change is written to storage: at once by default, before the reply, which is then the
   * contract's 500 error if the store refused it (and the change is undone). The browser defers it to
   * idle time (and calls `flush` when the page is hidden), so an answer's reply is not held up
   * serialising the state; a failed deferred write keeps the state for that page only.
   */
  readonly scheduleSave?: (save: () => void) => void;
  /** New cards a day for every partner of the seed, instead of each partner's own (the bench's 400). */
  readonly newCardsPerDay?: number;
  /** Flags for every partner of the seed instead of each partner's own (a test's world: its learner's partner). */
  readonly partnerFlags?: PartnerFlags;
  /** Where media, the terms page and the identity provider are: on the page's own origin by default. */
  readonly sites?: SandboxSites;
  /** How passwords are hashed and checked: PBKDF2 through @noble/hashes by default (the server binds scrypt). */
  readonly passwords?: PasswordHasher;
}

/** One hasher for every in-page or jest sandbox, so the demo password is hashed once per page or test file. */
const DEFAULT_PASSWORDS = pbkdf2Passwords();

// studyRoutes before libraryRoutes: PUT /app/study is the study flow's (library answers included).
const ROUTES: readonly Route[] = [...authRoutes, ...userRoutes, ...studyRoutes, ...libraryRoutes, ...performanceRoutes];

const SANDBOX_PREFIX = '/sandbox/';

const PURGE_EVERY_MS = 60_000;

/**
 * The sandbox backend: the server side of the sreo contract, in memory, framework-free and
 * deterministic given its clock (only tokens, secrets and codes are random). MSW serves it over HTTP in
 * the browser and in jest; the memory adapters call `handle` directly.
 *
 * Besides the contract, it answers sandbox-only calls: GET /sandbox/demo (its demo accounts and texts),
 * GET /sandbox/mailbox (the e-mails it "sent",
 * `?to=` to filter by address), GET /sandbox/answers (the answer log, `?email=` for one learner's) and
 * POST /sandbox/reset (back to the seed).
 */
export class SandboxServer {
  private readonly content: SandboxContent;
  readonly sites: SandboxSites;
  private readonly store: SandboxStateStore | null;
  private readonly randomId: () => string;
  /** The state, as the store watches it (see `state`). */
  private current!: SandboxState;
  /** A change waits to be written (see `scheduleSave`). */
  private unsaved = false;
  private readonly passwords: PasswordHasher;
  /** When expired records were last dropped (`purgeExpired`, once a minute at most). */
  private lastPurge = Number.NEGATIVE_INFINITY;
  /** A loaded state held plain passwords, now hashed: written back at once. */
  private hashedLegacyPasswords = false;
  /** Wrong passwords, per account and address: in memory only, as a restart is no help to a guesser. */
  private readonly throttle = new PasswordThrottle();

  /** Throws a `SandboxStoreError` when the store cannot be read, or keeps a state it refuses to replace. */
  constructor(private readonly options: SandboxServerOptions) {
    const content = options.content ?? { decks: seedDecks, resources: seedResources };
    this.sites = options.sites ?? sameOriginSites();
    this.content = buildContent(content.decks, content.resources, this.sites);
    this.store = options.store ?? (options.storage ? new KeyValueStateStore(options.storage, options.storageKey ?? SANDBOX_STORAGE_KEY) : null);
    this.randomId = options.randomId ?? (() => globalThis.crypto.randomUUID());
    this.passwords = options.passwords ?? DEFAULT_PASSWORDS;
    const kept = this.keptState();
    this.state = kept ?? this.seed();
    // A migrated state is written back: at once where saves are not deferred, else with the next change.
    if (!kept || this.hashedLegacyPasswords || this.options.scheduleSave === undefined) this.save();
  }

  /** The state every call reads and changes. */
  private get state(): SandboxState {
    return this.current;
  }

  /** A new state (the seed, a kept one, an undone change) is handed to the store to watch, whatever set it. */
  private set state(state: SandboxState) {
    this.current = this.store?.watch?.(state) ?? state;
  }

  /** Answers one call of the contract. Never throws: every failure is an error answer. */
  handle(request: SandboxRequest): SandboxResponse {
    this.adoptStoredChanges();
    const method = request.method.toUpperCase();
    const path = normalisePath(request.path);
    let response: SandboxResponse;
    this.purgeNowAndThen();
    try {
      response = path.startsWith(SANDBOX_PREFIX) ? this.sandboxCall(method, path, request) : this.route(method, path, request);
    } catch (error) {
      response =
        error instanceof SandboxFailure
          ? error.toResponse()
          : { status: 500, body: { type: 'InternalError', message: error instanceof Error ? error.message : String(error) } };
    }
    if (method !== 'GET' && method !== 'HEAD' && response.status < 400) return this.save() ?? response;
    return response;
  }

  private purgeNowAndThen(): void {
    const now = this.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    purgeExpired(this.state, now);
  }

  /**
   * The e-mails the sandbox "sent" (password reset secrets), oldest first: all of them, or those for `to`
   * (the one mailbox filter: an address matches whatever its case and surrounding spaces).
   */
  mailbox(to?: string): MailMessage[] {
    this.adoptStoredChanges();
    const address = to?.trim().toLowerCase();
    return this.state.mailbox.filter((message) => !address || message.to === address).map((message) => ({ ...message }));
  }

  /** The answers the sandbox recorded, oldest first; `email` keeps one learner's (GET /sandbox/answers?email=). */
  answerLog(email?: string): AnswerLogEntry[] {
    this.adoptStoredChanges();
    const wanted = email?.trim().toLowerCase();
    const user = wanted ? this.state.users.find((u) => u.email === wanted) : undefined;
    if (wanted && !user) return [];
    return Object.values(this.state.answers)
      .filter((answer) => !user || answer.userId === user.id)
      .sort((a, b) => a.dt - b.dt)
      .map((answer) => ({ ...answer }));
  }

  /** The simulated identity provider's view of a sign-in the app sent it (see `pendingSingleSignOn`). */
  pendingSingleSignOn(request: string, destination: string): { email: string; returnUrl: string } | null {
    this.adoptStoredChanges();
    return pendingSingleSignOn(this.state, this.now(), request, destination);
  }

  /** Writes a change still waiting for its scheduled save; nothing when all is saved. */
  flush(): void {
    if (!this.unsaved || !this.store) return;
    this.unsaved = false;
    try {
      this.store.save(this.state);
    } catch {
      // A full or refused storage keeps the state for this page only.
    }
  }

  /** Back to the seed: every account, session, answer and e-mail as at first start. */
  reset(): void {
    this.state = this.seed();
    this.save();
  }

  private seed(): SandboxState {
    const state = createSeedState(this.content, this.now(), demoPasswordHash(this.passwords, DEMO_PASSWORD));
    const { newCardsPerDay, partnerFlags } = this.options;
    if (newCardsPerDay === undefined && partnerFlags === undefined) return state;
    const perDay = newCardsPerDay === undefined ? {} : { newCardsPerDay };
    return { ...state, partners: state.partners.map((partner) => ({ ...partner, ...partnerFlags, ...perDay })) };
  }

  private now(): number {
    return this.options.clock.now();
  }

  private route(method: string, path: string, request: SandboxRequest): SandboxResponse {
    let pathKnown = false;
    for (const route of ROUTES) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      pathKnown = true;
      if (route.method !== method) continue;
      const context: RouteContext = {
        request: { ...request, method, path },
        params: match.slice(1).map((param) => decodePathPart(param ?? '')),
        state: this.state,
        content: this.content,
        sites: this.sites,
        now: this.now(),
        randomId: this.randomId,
        passwords: this.passwords,
        throttle: this.throttle,
      };
      if (!route.signedIn) return route.handle(context);
      const user = sessionUser(this.state, request.token, context.now);
      return route.handle({ ...context, token: request.token ?? '', user, partner: partnerOf(this.state, user) });
    }
    if (pathKnown) throw new SandboxFailure(405, 'MethodNotAllowed', `${method} is not allowed on ${path}.`);
    throw new SandboxFailure(404, 'NotFound', `No such endpoint: ${method} ${path}.`);
  }

  private sandboxCall(method: string, path: string, request: SandboxRequest): SandboxResponse {
    if (method === 'GET' && path === '/sandbox/demo') {
      return json(SANDBOX_DEMO);
    }
    if (method === 'GET' && path === '/sandbox/mailbox') {
      return json(this.mailbox(request.query.to));
    }
    if (method === 'GET' && path === '/sandbox/answers') {
      return json(this.answerLog(request.query.email));
    }
    if (method === 'POST' && path === '/sandbox/reset') {
      // Saved by `handle`, which answers the store's error if it refuses.
      this.state = this.seed();
      return NO_CONTENT;
    }
    throw new SandboxFailure(404, 'NotFound', `No such endpoint: ${method} ${path}.`);
  }

  /** The kept state, migrated to this version and seed; null when none is kept (or, in a browser, none readable). */
  private keptState(): SandboxState | null {
    if (!this.store) return null;
    let kept: unknown;
    try {
      kept = this.store.load();
    } catch (error) {
      if (this.store.whenUnreadable === 'seed') return null;
      throw error;
    }
    if (kept === null) return null;
    try {
      return this.withHashedPasswords(migrateState(kept, this.content, () => this.seed()));
    } catch (error) {
      if (this.store.whenUnreadable === 'seed') return null;
      if (error instanceof UnreadableStateError) throw new SandboxStoreError(`The sandbox's kept state cannot be read: ${error.message}.`);
      throw error;
    }
  }

  /**
   * Another tab of the same browser may have saved the state since: take its version. A change of this
   * tab's own that is still to be written wins instead.
   */
  private adoptStoredChanges(): void {
    if (this.unsaved || !this.store?.savedElsewhere) return;
    let saved: unknown;
    try {
      saved = this.store.savedElsewhere();
    } catch {
      return;
    }
    if (saved !== null && isCurrentState(saved, this.content)) this.state = saved;
  }

  /**
   * Writes the change: later when saving is scheduled (the browser), else at once, answering null, or
   * the contract's 500 error when the store refused it, the change undone.
   */
  private save(): SandboxResponse | null {
    if (!this.store) return null;
    if (this.options.scheduleSave) {
      if (this.unsaved) return null;
      this.unsaved = true;
      this.options.scheduleSave(() => this.flush());
      return null;
    }
    return this.commit();
  }

  private commit(): SandboxResponse | null {
    try {
      this.store!.save(this.state);
      return null;
    } catch (error) {
      this.state = this.lastCommitted() ?? this.state;
      const reason = error instanceof Error ? error.message : String(error);
      return { status: 500, body: { type: 'StoreUnavailable', message: `The sandbox could not save this change, so it was not made: ${reason}` } };
    }
  }

  /** A state saved before passwords were hashed holds them in plain text (`password`): hashed as it loads. */
  private withHashedPasswords(state: SandboxState): SandboxState {
    for (const user of state.users as (SandboxState['users'][number] & { password?: string | null })[]) {
      if (user.passwordHash === undefined || (user.passwordHash !== null && !looksHashed(user.passwordHash))) {
        const plain = user.passwordHash ?? user.password ?? null;
        user.passwordHash = plain === null ? null : this.passwords.hash(plain);
        delete user.password;
        this.hashedLegacyPasswords = true;
      }
    }
    return state;
  }

  /** The state as the store last kept it, to undo a change it refused; null when even that cannot be read. */
  private lastCommitted(): SandboxState | null {
    try {
      return this.keptState();
    } catch {
      return null;
    }
  }
}

function normalisePath(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  const withSlash = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
}

function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
