import Database from 'libsql';
import type { SqlDatabase, SqlValue } from './SqlDatabase';

/** Statements kept prepared, by their SQL: the sandbox runs the same few dozen over and over. */
const PREPARED_KEPT = 200;

/** An SQLite database through libsql (Node): a file, or `:memory:`. */
export function libsqlDatabase(path: string): SqlDatabase & { readonly connection: Database.Database } {
  const connection = new Database(path);
  const prepared = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      if (prepared.size >= PREPARED_KEPT) prepared.clear();
      found = connection.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  return {
    connection,
    all: (sql, parameters) => statement(sql).all(...(parameters as SqlValue[])) as Record<string, unknown>[],
    run: (sql, parameters) => ({ changes: Number(statement(sql).run(...(parameters as SqlValue[])).changes) }),
    exec: (sql) => void connection.exec(sql),
    close: () => connection.close(),
  };
}
