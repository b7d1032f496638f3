import { AsyncLocalStorage } from "node:async_hooks";
import { type ControlledTransaction, sql } from "kysely";
import type { Db } from "./connect.js";
import type { Database } from "./schema.js";

/**
 * The one transaction a keyed write runs in (see "Exactly once" in docs/decisions.md): opened by
 * the idempotency plugin, joined by every repository for the rest of that request, committed
 * together with the stored answer.
 */
export type RequestTransaction = ControlledTransaction<Database>;

const current = new AsyncLocalStorage<RequestTransaction>();

/** Runs `fn` (and everything it starts) with `trx` as the transaction repositories resolve to. */
export function withRequestTransaction<T>(trx: RequestTransaction, fn: () => T): T {
  return current.run(trx, fn);
}

/** The transaction of the calling request, if it runs in one. */
export function requestTransaction(): RequestTransaction | undefined {
  return current.getStore();
}

/**
 * A database handle that is the caller's request transaction while one is open, else `db`. Routes
 * and repositories keep their single handle and need not know whether the call is keyed.
 * Methods are bound to the real target: Kysely keeps its state in private fields, which a Proxy
 * receiver cannot reach.
 */
export function requestScoped(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      const handle: Db = current.getStore() ?? target;
      const value: unknown = Reflect.get(handle, prop, handle);
      return typeof value === "function" ? value.bind(handle) : value;
    },
  });
}

let savepoints = 0;

async function underSavepoint<T>(outer: RequestTransaction, fn: (trx: Db) => Promise<T>): Promise<T> {
  const name = sql.id(`nested_${++savepoints}`);
  await sql`SAVEPOINT ${name}`.execute(outer);
  let result: T;
  try {
    result = await fn(outer);
  } catch (err) {
    await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(outer);
    throw err;
  }
  await sql`RELEASE SAVEPOINT ${name}`.execute(outer);
  return result;
}

/**
 * `db.transaction().execute(fn)`, except inside a request transaction (where Kysely refuses a
 * nested transaction): there `fn` runs under a savepoint, so a failure inside it undoes only its
 * own statements and leaves the request's transaction usable, as a transaction of its own would.
 */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  const outer = current.getStore();
  return outer ? underSavepoint(outer, fn) : db.transaction().execute(fn);
}

/**
 * `fn` as one atomic unit without a savepoint's two extra round trips: inside a request
 * transaction it runs in it as is, else in a transaction of its own. Only for work that catches no
 * database error: a failure inside it then fails the request, and the whole request transaction
 * is rolled back with it (server/plugins/idempotency.ts).
 */
export function atomically<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  const outer = current.getStore();
  return outer ? fn(outer) : db.transaction().execute(fn);
}

/**
 * For a statement whose failure the caller handles (a constraint it expects to trip): inside a
 * request transaction the failure would otherwise abort the whole transaction, answer included.
 * Outside one, a single statement is atomic already, so it runs as is.
 */
export function recoverable<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  const outer = current.getStore();
  return outer ? underSavepoint(outer, fn) : fn(db);
}
