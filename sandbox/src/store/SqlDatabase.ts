import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type CompiledQuery,
} from 'kysely';
import type { SandboxTables } from './schema';

/** A value SQLite binds: booleans are written as 0 and 1 by `SandboxDb`. */
export type SqlValue = string | number | bigint | null | Uint8Array;

/**
 * An SQLite database run synchronously: libsql's on a file or in memory (Node, jest), sql.js's in the
 * page (`sqlJsDatabase`). Every query the sandbox runs is built by Kysely and compiled to the same SQL
 * for each of them.
 */
export interface SqlDatabase {
  /** The rows a statement answers, as objects by column name. */
  all(sql: string, parameters: readonly SqlValue[]): Record<string, unknown>[];
  /** Runs a statement; answers how many rows it changed. */
  run(sql: string, parameters: readonly SqlValue[]): { changes: number };
  /** Runs statements with no parameters (schema, pragmas, BEGIN and COMMIT). */
  exec(sql: string): void;
  close(): void;
}

/**
 * Kysely as a query builder only (its "cold" instance: a `DummyDriver` that never runs anything), so
 * queries are typed against the tables and compiled to SQLite's SQL, then run synchronously on a
 * `SqlDatabase`: the sandbox answers each call in one synchronous step, one transaction.
 */
export const queryBuilder = new Kysely<SandboxTables>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/** A query builder over the sandbox's tables. */
export type QueryBuilder = typeof queryBuilder;

/** Runs Kysely's queries on a `SqlDatabase`, each call's in one transaction. */
export class SandboxDb {
  readonly q: QueryBuilder = queryBuilder;
  private depth = 0;

  constructor(readonly database: SqlDatabase) {}

  rows<Row>(query: Compilable<Row>): Row[] {
    const { sql, parameters } = query.compile();
    return this.database.all(sql, bound(parameters)) as Row[];
  }

  first<Row>(query: Compilable<Row>): Row | undefined {
    return this.rows(query)[0];
  }

  run(query: Compilable<unknown> | CompiledQuery): number {
    const { sql, parameters } = 'compile' in query ? query.compile() : query;
    return this.database.run(sql, bound(parameters)).changes;
  }

  /**
   * Runs `work` in one transaction: all of it is kept, or none when it throws. One that `writes` takes
   * the write lock first (IMMEDIATE), so a database busy elsewhere refuses before anything is written.
   */
  transaction<T>(work: () => T, writes = true): T {
    if (this.depth > 0) return work();
    this.database.exec(writes ? 'BEGIN IMMEDIATE' : 'BEGIN');
    this.depth += 1;
    try {
      const result = work();
      this.database.exec('COMMIT');
      return result;
    } catch (error) {
      try {
        this.database.exec('ROLLBACK');
      } catch {
        // A failed COMMIT may have ended the transaction already.
      }
      throw error;
    } finally {
      this.depth -= 1;
    }
  }
}

function bound(parameters: readonly unknown[]): SqlValue[] {
  return parameters.map((value) => (typeof value === 'boolean' ? Number(value) : (value as SqlValue)));
}
