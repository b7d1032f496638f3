import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionTokens } from "../../../server/auth/session-token.js";

const user = { uid: "u1", email: "a@example.com", name: "Ana", picture: null };
const secret = "test-secret-test-secret-test-secret-0123";

describe("session tokens", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answer who and which session, again from what was verified before", async () => {
    const tokens = sessionTokens(secret);
    const token = await tokens.sign(user, "s1", new Date(Date.now() + 60_000));
    expect(await tokens.verify(token)).toEqual({ user, sessionId: "s1" });
    expect(await tokens.verify(token)).toEqual({ user, sessionId: "s1" });
  });

  it("refuse a token once it has expired, though it was verified while it lived", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const tokens = sessionTokens(secret);
    const token = await tokens.sign(user, "s1", new Date(Date.now() + 60_000));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuse a token signed with another secret or changed after signing", async () => {
    const tokens = sessionTokens(secret);
    const theirs = await sessionTokens(`${secret}-other`).sign(user, "s1", new Date(Date.now() + 60_000));
    expect(await tokens.verify(theirs)).toBeNull();
    const ours = await tokens.sign(user, "s1", new Date(Date.now() + 60_000));
    await tokens.verify(ours);
    const [head, body, signature] = ours.split(".");
    const changed = `${head}.${Buffer.from(JSON.stringify({ sub: "u2", sid: "s1", exp: 9e9 })).toString("base64url")}.${signature}`;
    expect(body).not.toBe(changed.split(".")[1]);
    expect(await tokens.verify(changed)).toBeNull();
  });
});
