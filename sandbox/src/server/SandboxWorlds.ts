import { benchContent, benchDeckCount } from '../benchMode';
import { ChaosPlan, type ChaosSettings } from '../chaosMode';
import { SandboxServer, type SandboxServerOptions } from '../SandboxServer';
import { readWorld, testWorldServer, turnableClock, type TestWorld } from '../testWorld';

/** The cookie that puts a browser in a test world of its own (the sandbox's calls in the contract). */
export { TEST_WORLD_COOKIE } from '@sreo/contract/sandboxCalls';

/** How a test world's backend behaves besides the contract, set through PUT /sandbox/flags. */
export interface WorldFlags {
  /** The slow and flaky backend (sandbox/src/chaosMode.ts). */
  readonly chaos?: ChaosSettings;
  /** The bench's synthetic decks (sandbox/src/benchMode.ts). */
  readonly bench?: { readonly decks: number };
  /** false: sign-up answers carry no X-Auth-Token, as from a backend that expects the app to sign in after. */
  readonly signUpToken?: boolean;
  /** false: the CORS answers do not expose X-Auth-Token, as from a misconfigured backend. */
  readonly exposeAuthToken?: boolean;
  /**
   * The next `calls` API calls are redirected to the identity provider's login page, as by a
   * single-sign-on gateway whose session has ended; `cors` says whether the provider answers CORS.
   */
  readonly ssoGateway?: { readonly calls: number; readonly cors: boolean };
  /** The test's own content, partner flags and past answers (sandbox/src/testWorld.ts) instead of the seed's. */
  readonly world?: TestWorld;
}

export interface World {
  readonly server: SandboxServer;
  readonly flags: WorldFlags;
  readonly chaos: ChaosPlan | null;
  /** Calls the single-sign-on gateway still redirects. */
  gatewayCalls: number;
  /** When a call last reached it (the server's clock). */
  lastUsed: number;
}

/** How many test worlds are kept, how many bytes their databases may take together, and how long one may sit unused. */
export interface WorldLimits {
  readonly count: number;
  readonly bytes: number;
  readonly idleMs: number;
}

/**
 * A world holds a sandbox of its own: its tables in memory (the seed's rows, a few hundred KB), the seed's
 * content shared with every other world. 50 is far more than the browser tests run at once (one per
 * worker), and a test's world is idle once the test has ended; 256 MB bounds what worlds filled through
 * the API may take.
 */
const DEFAULT_WORLD_LIMITS: WorldLimits = { count: 50, bytes: 256 * 1024 * 1024, idleMs: 30 * 60_000 };

const WORLD_ID = /^[A-Za-z0-9_-]{1,80}$/;

/**
 * The persistent world and the tests' throwaway ones, in memory: past `limits.count` the least recently
 * used is dropped, and one unused for `limits.idleMs` goes (a call with its cookie later starts it again
 * from the seed).
 */
export class SandboxWorlds {
  private readonly worlds = new Map<string, World>();

  constructor(
    readonly persistent: SandboxServer,
    private readonly serverOptions: Omit<SandboxServerOptions, 'database' | 'formerState'>,
    private readonly limits: WorldLimits = DEFAULT_WORLD_LIMITS,
  ) {}

  /** How many test worlds are kept now. */
  get testWorldCount(): number {
    return this.worlds.size;
  }

  /** A valid test world id, or null for the persistent world. */
  static idOf(cookie: string | undefined): string | null {
    return cookie !== undefined && WORLD_ID.test(cookie) ? cookie : null;
  }

  /** The world a call belongs to: the test world `id` (made from the seed on first use), or the persistent one. */
  async world(id: string | null): Promise<World> {
    const now = this.serverOptions.clock.now();
    if (id === null) return { server: this.persistent, flags: {}, chaos: null, gatewayCalls: 0, lastUsed: now };
    this.dropIdle(now);
    const world = this.worlds.get(id);
    if (!world) return this.make(id, {});
    // Most recently used last, so the first in the map is the one to drop.
    this.worlds.delete(id);
    this.worlds.set(id, world);
    world.lastUsed = now;
    return world;
  }

  /**
   * Sets a test world's flags. Its state is kept, unless the bench content changes (a new world from
   * the seed, with the bench's decks), so a test may switch a quirk on for a learner already signed in.
   */
  async configure(id: string, flags: WorldFlags): Promise<World> {
    const existing = this.worlds.get(id);
    const sameContent =
      existing !== undefined &&
      JSON.stringify(existing.flags.bench) === JSON.stringify(flags.bench) &&
      JSON.stringify(existing.flags.world) === JSON.stringify(flags.world);
    return this.make(id, flags, sameContent ? existing.server : undefined);
  }

  private async make(id: string, flags: WorldFlags, kept?: SandboxServer): Promise<World> {
    const decks = flags.bench === undefined ? null : benchDeckCount(flags.bench);
    const server = kept ?? await this.server({ ...this.serverOptions, ...(decks === null ? {} : benchContent(decks)) }, readWorld(flags.world));
    const world: World = {
      server,
      flags,
      chaos: flags.chaos ? new ChaosPlan(flags.chaos) : null,
      gatewayCalls: flags.ssoGateway?.calls ?? 0,
      lastUsed: this.serverOptions.clock.now(),
    };
    this.worlds.delete(id);
    this.worlds.set(id, world);
    let bytes = [...this.worlds.values()].reduce((sum, kept) => sum + kept.server.databaseBytes(), 0);
    for (const [oldest, kept] of this.worlds) {
      if (kept === world || (this.worlds.size <= this.limits.count && bytes <= this.limits.bytes)) break;
      bytes -= kept.server.databaseBytes();
      this.worlds.delete(oldest);
    }
    return world;
  }

  private async server(options: SandboxServerOptions, world: TestWorld | null): Promise<SandboxServer> {
    if (!world) return new SandboxServer(options);
    const { clock, setClock } = turnableClock(options.clock);
    return testWorldServer(world, { ...options, clock }, setClock);
  }

  private dropIdle(now: number): void {
    for (const [id, world] of this.worlds) {
      if (now - world.lastUsed < this.limits.idleMs) break;
      this.worlds.delete(id);
    }
  }
}
