import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../server/app.js";
import { firebaseVerifier } from "../../../server/auth/identity.js";
import { connectDatabase, type Database_ } from "../../../server/db/connect.js";
import { PROJECT_ID } from "../../support/identity.js";
import { multipartBody, solidImage } from "../../support/images.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

/**
 * Two server instances over one database: on PostgreSQL a second pool on the same database URL
 * (as a second process would have), on PGlite a second app over the same database object.
 */
let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database_ | undefined;
let me: SignedIn;

beforeAll(async () => {
  a = await createTestApp();
  if (a.database.engine === "postgres") {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(a.database.db);
    const url = new URL(process.env.DATABASE_URL ?? "");
    url.pathname = `/${rows[0]?.name}`;
    bDatabase = await connectDatabase({ databaseUrl: url.toString() });
  }
  b = await buildApp({
    config: a.config,
    database: bDatabase ?? a.database,
    verifier: firebaseVerifier(PROJECT_ID, a.config.authEmulatorHost),
  });
  await b.ready();
  me = await a.user("Two-app uploader");
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await a.close();
});

async function upload(app: FastifyInstance, width: number): Promise<string> {
  const body = multipartBody("image", await solidImage(width, 20, "png"));
  const res = await app.inject({
    method: "POST",
    url: "/api/images",
    headers: { ...body.headers, ...me.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.url;
}

describe("two server instances on one database", () => {
  it("each serves, with the same ETag and bytes, an image uploaded through the other", async () => {
    for (const [from, to, width] of [
      [a.app, b, 30],
      [b, a.app, 31],
    ] as const) {
      const url = await upload(from, width);
      const there = await to.inject({ method: "GET", url });
      const here = await from.inject({ method: "GET", url });
      expect(there.statusCode).toBe(200);
      expect(there.headers["content-type"]).toBe("image/webp");
      expect(there.headers.etag).toBe(here.headers.etag);
      expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      const revalidated = await to.inject({
        method: "GET",
        url,
        headers: { "if-none-match": here.headers.etag },
      });
      expect(revalidated.statusCode).toBe(304);
    }
  });
});
