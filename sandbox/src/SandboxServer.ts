import { buildContent, contentCardsOf, type SandboxContent } from './content';
import { DEMO_PASSWORD, createSeedState } from './demoData';
import { contractApp, storeFailure } from './http/contractApp';
import type { AnswerLogEntry, PartnerFlags, SandboxState } from './model';
import { demoPasswordHash, pbkdf2Passwords, type PasswordHasher } from './passwords';
import { PasswordThrottle, SignUpLimit } from './PasswordThrottle';
import { refreshStalePeers } from './peerRefresh';
import { purgeExpired } from './purgeExpired';
import { tklOf } from './recall';
import { pendingSingleSignOn, RESET_SECRET_LIFETIME_MS } from './routes/authRoutes';
import { partnerOf, sessionUser, type Route, type RouteContext } from './routes/context';
import { seedDecks, seedResources } from './seed/decks';
import type { SeedDeck, SeedResource } from './seed/Seed';
import { sameOriginSites, type SandboxSites } from './sites';
import { DAY_MS } from './scheduler/streak';
import { libsqlDatabase } from './store/libsqlDatabase';
import { POPULATION_PASSWORD, populationEmail, seedPopulation } from './store/population';
import { prepareStore, type StoreSetting } from './store/prepareStore';
import { SandboxStore } from './store/SandboxStore';
import { SandboxDb, type SqlDatabase } from './store/SqlDatabase';
import { SandboxFailure, SandboxStoreError, type MailMessage, type SandboxClock, type SandboxRequest, type SandboxResponse } from './types';

export interface SandboxServerOptions {
  readonly clock: SandboxClock;
  /**
   * The SQLite database the sandbox keeps its tables in (made, migrated or seeded as needed): the server's
   * file, or sql.js's in the page; a fresh one in memory by default (jest, test worlds).
   */
  readonly database?: SqlDatabase;
  /** A state of an earlier layout (the former JSON snapshot) to start a new database from, instead of the seed. */
  readonly formerState?: unknown;
  /** Called after each change is committed (the page saves its database then). */
  readonly afterWrite?: () => void;
  /** Study content; the authored seed by default. */
  readonly content?: { readonly decks: readonly SeedDeck[]; readonly resources: readonly SeedResource[] };
  /** Random ids for tokens, secrets and codes; crypto.randomUUID by default. */
  readonly randomId?: () => string;
  /** New cards a day for every partner of the seed, instead of each partner's own (the bench's 400). */
  readonly newCardsPerDay?: number;
  /** Flags for every partner of the seed instead of each partner's own (a test's world: its learner's partner). */
  readonly partnerFlags?: PartnerFlags;
  /** Flags for the partner of each learner named (by email), over `partnerFlags`: a world of two partners. */
  readonly partnerFlagsOf?: Readonly<Record<string, PartnerFlags>>;
  /** Password-reset links the seed already e-mailed (a test's world): each learner's secret, `daysAgo` days old. */
  readonly resetLinks?: readonly SeededResetLink[];
  /** Where media, the terms page and the identity provider are: on the page's own origin by default. */
  readonly sites?: SandboxSites;
  /** How passwords are hashed and checked: PBKDF2 through @noble/hashes by default (the server binds scrypt). */
  readonly passwords?: PasswordHasher;
  /**
   * Whether calls refresh a batch of due peers' figures now and then (`refreshPeersNowAndThen`): yes by
   * default; the Node server's persistent sandbox says no, as its timer keeps them fresh off the calls.
   */
  readonly refreshPeersOnCalls?: boolean;
}

/** A password-reset secret e-mailed to `email` `daysAgo` days ago: older than a day, it has expired. */
interface SeededResetLink {
  readonly email: string;
  readonly secret: string;
  readonly daysAgo: number;
}

/** One hasher for every in-page or jest sandbox, so the demo password is hashed once per page or test file. */
const DEFAULT_PASSWORDS = pbkdf2Passwords();

const PURGE_EVERY_MS = 60_000;
/** How often, by the sandbox's clock, a call first refreshes a batch of the peers' figures that are due. */
const PEER_REFRESH_EVERY_MS = 10_000;

/**
 * The sandbox backend: the server side of the sreo contract, on SQLite tables (store/schema.ts),
 * deterministic given its clock (only tokens, secrets and codes are random). Every mode reaches it
 * through one Hono app (http/contractApp.ts): `fetch` answers a Fetch request whose path is relative to
 * the API base, and in-process callers use `callSandbox` (http/callSandbox.ts). The app reads the
 * request; `answer` then runs the route in one synchronous transaction: a failed call changes nothing.
 *
 * Besides the contract, it answers sandbox-only calls (contractApp): GET /sandbox/demo (its demo
 * accounts and texts), GET /sandbox/mailbox (the e-mails it "sent", `?to=` to filter by address), GET
 * /sandbox/answers (the answer log, `?email=` for one learner's) and POST /sandbox/reset (back to the seed).
 */
export class SandboxServer {
  private readonly content: SandboxContent;
  readonly sites: SandboxSites;
  private readonly randomId: () => string;
  private readonly passwords: PasswordHasher;
  private readonly db: SandboxDb;
  private readonly store: SandboxStore;
  /** When expired records were last dropped (`purgeExpired`, once a minute at most). */
  private lastPurge = Number.NEGATIVE_INFINITY;
  /** When peers' figures were last refreshed before a call (`refreshPeers`). */
  private lastPeerRefresh = Number.NEGATIVE_INFINITY;
  /** Wrong passwords, per account and address: in memory only, as a restart is no help to a guesser. */
  private readonly throttle = new PasswordThrottle();
  /** Sign-ups per network address, in memory too. */
  private readonly signUps = new SignUpLimit();

  /** Throws a `SandboxStoreError` when the database is not a sandbox store it can read. */
  constructor(private readonly options: SandboxServerOptions) {
    this.sites = options.sites ?? sameOriginSites();
    this.content = contentFor(options.content ?? { decks: seedDecks, resources: seedResources }, this.sites);
    this.randomId = options.randomId ?? (() => globalThis.crypto.randomUUID());
    this.passwords = options.passwords ?? DEFAULT_PASSWORDS;
    this.db = new SandboxDb(options.database ?? libsqlDatabase(':memory:'));
    this.store = new SandboxStore(this.db);
    prepareStore(this.store, { ...this.storeSetting(), formerState: options.formerState });
  }

  /**
   * Answers a Fetch request of the contract (its path relative to the API base: `/auth`, `/app/study`)
   * through the contract's Hono app; `clientAddress` is the caller's network address, where known.
   */
  async fetch(request: Request, clientAddress?: string): Promise<Response> {
    return contractApp.fetch(request, clientAddress ? { sandbox: this, clientAddress } : { sandbox: this });
  }

  /**
   * Runs one route of the contract for a request the app has read, in one synchronous transaction: a
   * failure, thrown or answered, changes nothing. Never throws: every failure is an error answer.
   */
  answer(route: Route, request: SandboxRequest, params: readonly string[]): SandboxResponse {
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    try {
      const response = this.db.transaction(() => {
        const answer = this.run(route, request, params);
        // A failure answered rather than thrown changes nothing either.
        if (answer.status >= 400) throw new Refused(answer);
        return answer;
      }, writes);
      if (writes) this.options.afterWrite?.();
      return response;
    } catch (error) {
      if (error instanceof SandboxFailure) return error.toResponse();
      if (error instanceof Refused) return error.response;
      return storeFailure(error);
    }
  }

  /** Drops expired records (sessions, secrets, codes, old e-mails), once a minute at most: the app calls it on every call. */
  purgeNowAndThen(): void {
    const now = this.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    try {
      this.db.transaction(() => purgeExpired(this.store, now), true);
    } catch {
      // The next purge tries again.
    }
  }

  /** Refreshes a batch of the peers' figures that are due, at most every PEER_REFRESH_EVERY_MS of the sandbox's clock. */
  refreshPeersNowAndThen(): void {
    if (this.options.refreshPeersOnCalls === false) return;
    const now = this.now();
    if (now - this.lastPeerRefresh < PEER_REFRESH_EVERY_MS) return;
    this.lastPeerRefresh = now;
    this.refreshPeers();
  }

  /**
   * Refreshes one batch of the peers' figures that are due (`refreshStalePeers`), in a transaction of its
   * own, and answers how many. Calls do so now and then; the Node server also does from a timer, so the
   * figures keep their promised age whatever the traffic.
   */
  refreshPeers(): number {
    try {
      return this.db.transaction(() => refreshStalePeers(this.store, this.content, this.now()), true);
    } catch {
      // The next refresh tries again.
      return 0;
    }
  }

  /**
   * The e-mails the sandbox "sent" (password reset secrets), oldest first: all of them, or those for `to`
   * (the one mailbox filter: an address matches whatever its case and surrounding spaces).
   */
  mailbox(to?: string): MailMessage[] {
    const address = to?.trim().toLowerCase();
    return this.store.mail(address || undefined);
  }

  /** The answers the sandbox recorded, oldest first; `email` keeps one learner's (GET /sandbox/answers?email=). */
  answerLog(email?: string): AnswerLogEntry[] {
    const wanted = email?.trim().toLowerCase();
    if (!wanted) return this.store.answers();
    const user = this.store.userByEmail(wanted);
    return user ? this.store.answers(user.id) : [];
  }

  /** The simulated identity provider's view of a sign-in the app sent it (see `pendingSingleSignOn`). */
  pendingSingleSignOn(request: string, destination: string): { email: string; returnUrl: string } | null {
    return pendingSingleSignOn(this.store, this.now(), request, destination);
  }

  /**
   * Adds `learners` learners with `answersEach` answers each straight into the tables (`seedPopulation`):
   * the bench's and load tests' population, signing in as `populationEmail(n)` with POPULATION_PASSWORD.
   */
  addPopulation(learners: number, answersEach = 100): void {
    if (this.store.userByEmail(populationEmail(1))) throw new SandboxStoreError('The store already holds a population: start it with --reset to make another.');
    const passwordHash = this.passwords.hash(POPULATION_PASSWORD);
    seedPopulation(this.db, { content: this.content, learners, answersEach, now: this.now(), passwordHash });
  }

  /** How many bytes its database takes (its pages): what a test world costs the server. */
  databaseBytes(): number {
    const [pages] = this.db.database.all('PRAGMA page_count', []);
    const [size] = this.db.database.all('PRAGMA page_size', []);
    return Number(pages?.page_count ?? 0) * Number(size?.page_size ?? 0);
  }

  /** Back to the seed: every account, session, answer and e-mail as at first start. */
  reset(): void {
    this.db.transaction(() => this.reseed(), true);
    this.options.afterWrite?.();
  }

  /** Every row gone, and the seed written in their place. */
  private reseed(): void {
    this.store.clear();
    prepareStore(this.store, this.storeSetting());
  }

  private storeSetting(): StoreSetting {
    const now = this.now();
    const cards = contentCardsOf(this.content);
    return {
      content: this.content,
      seed: () => this.seed(),
      passwords: this.passwords,
      tklOf: (memory) => tklOf(cards, memory, now) ?? 0,
      now,
    };
  }

  private seed(): SandboxState {
    const state = createSeedState(this.content, this.now(), demoPasswordHash(this.passwords, DEMO_PASSWORD));
    const { newCardsPerDay, partnerFlags, partnerFlagsOf, resetLinks = [] } = this.options;
    if (newCardsPerDay === undefined && partnerFlags === undefined && partnerFlagsOf === undefined && resetLinks.length === 0) return state;
    const perDay = newCardsPerDay === undefined ? {} : { newCardsPerDay };
    const flagsOf = (id: number): PartnerFlags => Object.assign({}, ...state.users.filter((user) => user.partnerId === id).map((user) => partnerFlagsOf?.[user.email]));
    const resetSecrets = Object.fromEntries(resetLinks.map(({ email, secret, daysAgo }) => {
      const user = state.users.find((each) => each.email === email);
      if (!user) throw new Error(`No seed account ${email} to e-mail a reset link to.`);
      return [secret, { userId: user.id, expiresAt: this.now() - daysAgo * DAY_MS + RESET_SECRET_LIFETIME_MS }];
    }));
    return {
      ...state,
      partners: state.partners.map((partner) => ({ ...partner, ...partnerFlags, ...flagsOf(partner.id), ...perDay })),
      resetSecrets: { ...state.resetSecrets, ...resetSecrets },
    };
  }

  private now(): number {
    return this.options.clock.now();
  }

  private run(route: Route, request: SandboxRequest, params: readonly string[]): SandboxResponse {
    const context: RouteContext = {
      request,
      params,
      store: this.store,
      content: this.content,
      sites: this.sites,
      now: this.now(),
      randomId: this.randomId,
      passwords: this.passwords,
      throttle: this.throttle,
      signUps: this.signUps,
    };
    if (!route.signedIn) return route.handle(context);
    const user = sessionUser(this.store, request.token, context.now);
    return route.handle({ ...context, token: request.token ?? '', user, partner: partnerOf(this.store, user) });
  }
}

/** An error answer a route gave without throwing: its call's transaction is rolled back all the same. */
class Refused extends Error {
  constructor(readonly response: SandboxResponse) {
    super(`refused with ${response.status}`);
  }
}

/** The content built once per seed and sites: every sandbox (each test world) shares it. */
function contentFor(seed: { readonly decks: readonly SeedDeck[]; readonly resources: readonly SeedResource[] }, sites: SandboxSites): SandboxContent {
  const bySites = builtContent.get(seed.decks) ?? new Map<string, SandboxContent>();
  builtContent.set(seed.decks, bySites);
  const key = JSON.stringify(sites);
  let content = bySites.get(key);
  if (!content) {
    content = buildContent(seed.decks, seed.resources, sites);
    bySites.set(key, content);
  }
  return content;
}

const builtContent = new WeakMap<readonly SeedDeck[], Map<string, SandboxContent>>();
