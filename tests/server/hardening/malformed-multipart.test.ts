import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema, MESSAGES } from "../../../contract/index.js";
import { MALFORMED_MULTIPART } from "../../support/fuzz.js";
import { createTestApp, type SignedIn, type TestApp } from "../../support/test-app.js";

/**
 * An upload whose multipart body does not follow its own framing is bad input: 400 VALIDATION
 * with a sentence, never a 5xx, nothing stored (docs/decisions.md, threat model).
 */
let t: TestApp;
let me: SignedIn;
const stored = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM images`.execute(t.database.db)).rows[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  me = await t.user("Uploader");
});
afterAll(async () => {
  await t.close();
});

describe("POST /api/images with a malformed multipart body", () => {
  for (const shape of MALFORMED_MULTIPART) {
    it(`answers 400 for ${shape.name}, storing nothing`, async () => {
      const before = await stored();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/images",
        headers: { ...me.headers, "content-type": shape.contentType },
        payload: shape.body,
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.code).toBe("VALIDATION");
      expect(body.error).toBe(MESSAGES.malformedUpload);
      expect(await stored()).toBe(before);
    });
  }

  it("answers an empty body as an upload without its image", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { ...me.headers, "content-type": "multipart/form-data; boundary=xyz" },
      payload: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringContaining("field 'image'"), code: "VALIDATION" });
  });

  it("still stores nothing and answers 401 for a signed-out sender", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { "content-type": "multipart/form-data; boundary=broken" },
      payload: "x",
    });
    expect(res.statusCode).toBe(401);
  });
});
