import type { InjectOptions } from "fastify";
import type { SignedIn, TestApp } from "./test-app.js";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** One API call, as `who` (undefined = signed out). */
export function call(t: TestApp, method: Method, url: string, who?: SignedIn, payload?: object) {
  const opts: InjectOptions = { method, url: `/api${url}`, headers: who ? who.headers : {} };
  if (payload !== undefined) opts.payload = payload;
  return t.app.inject(opts);
}

/** Everything stored for a uid, straight from the tables: to prove a refusal changed nothing. */
export async function snapshot(t: TestApp, uid: string) {
  const db = t.database.db;
  const [profile, education, experience] = await Promise.all([
    db
      .selectFrom("profiles")
      .select(["name", "headline", "location", "email", "bio", "skills", "avatar", "banner", "updated_at"])
      .where("uid", "=", uid)
      .executeTakeFirst(),
    db.selectFrom("education").selectAll().where("uid", "=", uid).orderBy("position").execute(),
    db.selectFrom("experience").selectAll().where("uid", "=", uid).orderBy("position").execute(),
  ]);
  return JSON.stringify({ profile: profile ?? null, education, experience });
}

/** A full Update Profile form body. */
export function formBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Nadia Rahman",
    headline: "English tutor",
    location: "Dhaka",
    bio: "Ten years of IELTS coaching.",
    skills: ["IELTS", " Grammar ", "ielts", ""],
    education: [
      { degree: "BA English", school: "University of Dhaka", year: "2012" },
      { degree: "CELTA", school: "", year: "" },
    ],
    experience: [
      { role: "Tutor", company: "British Council", duration: "2015-2020", description: "Exam prep" },
    ],
    avatar: "/uploads/avatar.webp",
    ...overrides,
  };
}
