import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database_ } from "../../../server/db/connect.js";
import { pause } from "../../support/sse.js";
import { ENGINE, freshDatabase } from "../../support/test-app.js";

/** Database_.listen on both engines; on PostgreSQL, its dedicated connection coming back. */
let database: Database_;
let drop = async () => {};

beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

const notify = (channel: string, payload: string) =>
  sql`SELECT pg_notify(${channel}, ${payload})`.execute(database.db);

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await pause(20);
  }
}

describe("Database_.listen", () => {
  it("hears NOTIFYs of committed transactions only, until it unlistens", async () => {
    const heard: string[] = [];
    const unlisten = await database.listen("tn_listen_test", (p) => heard.push(p));
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT pg_notify('tn_listen_test', 'rolled back')`.execute(trx);
        throw new Error("undo");
      })
      .catch(() => {});
    await database.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_notify('tn_listen_test', 'committed')`.execute(trx);
    });
    await until(() => heard.length > 0);
    await unlisten();
    await notify("tn_listen_test", "after unlisten");
    await pause(200);
    expect(heard).toEqual(["committed"]);
  });

  it("does not LISTEN inside a transaction that is open meanwhile (it would vanish with its rollback)", async () => {
    const heard: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun = () => {};
    const inside = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const open = database.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        begun();
        await held;
        throw new Error("undo");
      })
      .catch(() => {});
    await inside;
    const listening = database.listen("tn_listen_tx", (p) => heard.push(p));
    await pause(50);
    release();
    await open;
    const unlisten = await listening;
    await notify("tn_listen_tx", "heard");
    await until(() => heard.length > 0);
    await unlisten();
    expect(heard).toEqual(["heard"]);
  });

  if (ENGINE === "postgres") {
    it("reconnects and LISTENs again when its connection is killed, then calls onResume", async () => {
      const heard: string[] = [];
      let resumed = 0;
      const unlisten = await database.listen(
        "tn_listen_drop",
        (p) => heard.push(p),
        () => resumed++,
      );
      const killed = await sql<{ n: number }>`
        SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(
        database.db,
      );
      expect(killed.rows[0]?.n).toBe(1);
      await until(() => resumed === 1);
      await notify("tn_listen_drop", "after the drop");
      await until(() => heard.length > 0);
      expect(heard).toEqual(["after the drop"]);
      await unlisten();
    });
  }
});
