import { createHash } from "node:crypto";
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";

/**
 * At most this many statements are kept prepared on one connection. A text with a list of varying
 * length (`IN (…)`, a many-row insert) is a new text at each length; past the cap, new texts run
 * unnamed, as they would without this module, so a connection's memory stays bounded.
 */
export const MAX_NAMED_PER_CONNECTION = 200;

/** "cached plan must not change result type": a table a prepared `SELECT *` reads was altered. */
const PLAN_CHANGED = "0A000";

const nameOf = (text: string) => `k${createHash("sha1").update(text).digest("base64url")}`;

/**
 * The pool Kysely runs on, whose connections run each statement with parameters as a named
 * prepared statement (docs/decisions.md, "Prepared statements"): PostgreSQL parses a text once
 * per connection instead of at every call (each call is still planned for its values,
 * connect.ts). Statements without parameters (BEGIN, COMMIT, SAVEPOINT) run as plain queries, as
 * before. A connection whose prepared plan no longer fits its table (altered by a migration of
 * another instance) fails that statement and is dropped rather than pooled again.
 */
export function namedStatementsPool(pool: pg.Pool): PostgresPool {
  const prepared = new WeakMap<pg.PoolClient, Set<string>>();

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const known = prepared.get(client) ?? new Set<string>();
    prepared.set(client, known);
    let broken: Error | undefined;
    async function query<R>(
      text: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>> {
      if (parameters.length === 0) return (await client.query(text)) as unknown as PostgresQueryResult<R>;
      const name = nameOf(text);
      if (!known.has(name) && known.size >= MAX_NAMED_PER_CONNECTION) {
        return (await client.query(text, [...parameters])) as unknown as PostgresQueryResult<R>;
      }
      known.add(name);
      try {
        return (await client.query({
          name,
          text,
          values: [...parameters],
        })) as unknown as PostgresQueryResult<R>;
      } catch (err) {
        if ((err as { code?: string }).code === PLAN_CHANGED) broken = err as Error;
        throw err;
      }
    }
    return {
      query: query as PostgresPoolClient["query"],
      release: () => client.release(broken),
    };
  }

  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
