import { randomUUID } from "node:crypto";
import type { Tutorial } from "../../../contract/index.js";
import type { TestUser } from "../../support/identity.js";
import { sessionCookie, tutorialOfNewTutor } from "./journey.js";

/** A new person whose every screen has content, and a seeded tutorial by someone else. */
export interface PersonWithContent {
  person: TestUser;
  /** The person's own tutorial (Bangla). */
  own: Tutorial;
  /** The newest seeded English tutorial, which the person has booked. */
  other: Tutorial;
}

/**
 * Signs up `name` with a tutorial of their own, a booking of a seeded English tutorial and a full
 * profile (education and experience), through the API: the screens the browser tests open then
 * all show data.
 */
export async function personWithContent(baseURL: string, name: string): Promise<PersonWithContent> {
  const arranged = await tutorialOfNewTutor(baseURL, `${name} ${randomUUID().slice(0, 6)}`, {
    language: "Bangla",
    price: 12,
    description: "Reading and writing Bangla, from the alphabet to short stories.",
  });
  const person = arranged.tutor;
  const [other] = (await (
    await fetch(`${baseURL}/api/tutorials?language=english&limit=1`)
  ).json()) as Tutorial[];
  if (!other) throw new Error("no English tutorial in the seed");
  const cookie = await sessionCookie(baseURL, person);
  const write = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${baseURL}${path}`, {
      method,
      headers: { cookie, "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  };
  await write("POST", "/api/bookings", { tutorId: other._id, email: person.email });
  await write("PUT", `/api/users/update/${person.uid}`, {
    uid: person.uid,
    email: person.email,
    name: person.name,
    headline: "Bangla and Bengali literature",
    location: "Rajshahi, Bangladesh",
    bio: "I read with my students, then we write.",
    skills: ["Reading", "Writing"],
    education: [{ degree: "MA in Bangla", school: "University of Rajshahi", year: "2012" }],
    experience: [
      { role: "Teacher", company: "Rajshahi College", duration: "2013-2020", description: "Literature" },
    ],
    avatar: "",
  });
  return { person, own: arranged.tutorial, other };
}
