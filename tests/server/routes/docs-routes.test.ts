import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

describe("GET /api/docs", () => {
  it("serves an OpenAPI 3 document generated from the zod schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const doc = res.json<OpenApiDoc>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("TutorNest API");
    const paths = Object.keys(doc.paths);
    for (const p of [
      "/api/config",
      "/api/stats/tutorials",
      "/api/tutorials",
      "/api/images",
      "/api/profile/{uid}",
      "/api/profile/{uid}/skills",
      "/api/education/{uid}/{entryId}",
      "/api/experience/{uid}",
      "/api/users/profile/{uid}",
      "/api/users/update/{uid}",
    ]) {
      expect(paths, p).toContain(p);
    }
    // Internal routes stay out of the document.
    expect(paths.some((p) => p.startsWith("/uploads") || p === "/api/docs")).toBe(false);
  });

  it("describes bodies and answers from the contract", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json<OpenApiDoc>();
    const put = doc.paths["/api/users/update/{uid}"].put;
    const body = JSON.stringify(put.requestBody);
    for (const field of ["name", "headline", "skills", "education", "experience", "avatar"]) {
      expect(body).toContain(`"${field}"`);
    }
    expect(Object.keys(put.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
    const profile = JSON.stringify(doc.paths["/api/profile/{uid}"].get.responses?.["200"]);
    expect(profile).toContain('"banner"');
  });
});
