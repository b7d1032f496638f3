import { randomUUID } from "node:crypto";
import type { Booking, Tutorial } from "../../../contract/index.js";
import type { TestUser } from "../../support/identity.js";

/** A person's own API session (the server's session cookie), for arranging and checking data. */
export interface ApiSession {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  bookings(): Promise<Booking[]>;
  tutorial(id: string): Promise<Tutorial>;
  /** POST /api/images → the stored image's URL. */
  uploadImage(png: Buffer): Promise<string>;
}

export async function apiSession(baseURL: string, user: TestUser): Promise<ApiSession> {
  const login = await fetch(`${baseURL}/api/jwt`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.idToken}`, "content-type": "application/json" },
    body: JSON.stringify({ email: user.email }),
  });
  if (!login.ok) throw new Error(`POST /api/jwt: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  const call: ApiSession["call"] = async (method, path, body) => {
    const headers: Record<string, string> = { cookie };
    if (method !== "GET") headers["idempotency-key"] = randomUUID();
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const ok = async (path: string) => {
    const res = await call("GET", path);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  return {
    call,
    bookings: async () => (await ok(`/api/bookings?email=${encodeURIComponent(user.email)}`)) as Booking[],
    tutorial: async (id) => (await ok(`/api/tutorials/${id}`)) as Tutorial,
    async uploadImage(png) {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "tutorial.png");
      const res = await fetch(`${baseURL}/api/images`, { method: "POST", headers: { cookie }, body: form });
      if (!res.ok) throw new Error(`POST /api/images: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { url: string } }).data.url;
    },
  };
}

/** Posts a tutorial as `owner` and returns it. */
export async function postTutorial(
  owner: ApiSession,
  user: TestUser,
  fields: { language: string; price: number; description: string; image: string },
): Promise<Tutorial> {
  const res = await owner.call("POST", "/api/tutorials", {
    userId: user.uid,
    userName: user.name,
    email: user.email,
    review: 0,
    createdAt: new Date().toISOString(),
    ...fields,
  });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`POST /api/tutorials: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const { insertedId } = res.body as { insertedId: string };
  const got = await owner.call("GET", `/api/tutorials/${insertedId}`);
  return got.body as Tutorial;
}
