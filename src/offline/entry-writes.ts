import { z } from "zod";
import {
  type Education,
  type EducationInput,
  type Experience,
  type ExperienceInput,
  educationInputSchema,
  educationPatchSchema,
  educationSchema,
  experienceInputSchema,
  experiencePatchSchema,
  experienceSchema,
  type Profile,
  profileSchema,
} from "../../contract/index.js";
import { apiPath } from "./api-path.js";
import type { OutboxItem } from "./outbox-store.js";
import { defineWrite } from "./write-kind.js";

interface EntryTopic<Input, Entry> {
  input: z.ZodType<Input>;
  patch: z.ZodType<Partial<Input>>;
  entry: z.ZodType<Entry>;
  entries(profile: Profile): Entry[];
  withEntries(profile: Profile, entries: Entry[]): Profile;
}

const topics = {
  education: {
    input: educationInputSchema,
    patch: educationPatchSchema,
    entry: educationSchema,
    entries: (p) => p.education,
    withEntries: (p, education) => ({ ...p, education }),
  } satisfies EntryTopic<EducationInput, Education>,
  experience: {
    input: experienceInputSchema,
    patch: experiencePatchSchema,
    entry: experienceSchema,
    entries: (p) => p.experience,
    withEntries: (p, experience) => ({ ...p, experience }),
  } satisfies EntryTopic<ExperienceInput, Experience>,
};
type Topic = keyof typeof topics;

interface EntryRef {
  uid: string;
  entryId: string;
}
/** The entry an update or removal is about, kept with the item for its pending view. */
const entryOf = (item: OutboxItem) => item.meta?.entryId;

function writesOf<Input, Entry extends { _id: string }>(name: Topic, topic: EntryTopic<Input, Entry>) {
  const added = (id: string, input: Input): Entry[] => {
    const entry = topic.entry.safeParse({ ...input, _id: id });
    return entry.success ? [entry.data] : [];
  };
  return {
    /** POST answers the new entry; while it waits, it shows under the outbox item's id. */
    add: defineWrite({
      touches: ["profile"],
      version: { resource: ({ uid }) => `profile:${uid}`, etag: () => undefined },
      method: "POST",
      path: ({ uid }: { uid: string; entry: Input }) => apiPath(name, uid),
      body: ({ entry }) => entry,
      bodySchema: topic.input,
      answer: topic.entry,
      summary: () => `Add an ${name} entry`,
      pending: {
        on: "profile",
        apply: (p, input, item) =>
          topic.entries(p).some((e) => e._id === item.id)
            ? p
            : topic.withEntries(p, [...topic.entries(p), ...added(item.id, input)]),
      },
    }),
    /** PATCH with the fields that changed; answers the profile. */
    update: defineWrite({
      touches: ["profile"],
      version: { resource: ({ uid }) => `profile:${uid}`, etag: () => undefined },
      method: "PATCH",
      path: ({ uid, entryId }: EntryRef & { patch: Partial<Input> }) => apiPath(name, uid, entryId),
      body: ({ patch }) => patch,
      meta: ({ entryId }) => ({ entryId }),
      bodySchema: topic.patch,
      answer: profileSchema,
      summary: () => `Edit an ${name} entry`,
      pending: {
        on: "profile",
        apply: (p, patch, item) =>
          topic.withEntries(
            p,
            topic.entries(p).map((e) => (e._id === entryOf(item) ? { ...e, ...patch } : e)),
          ),
      },
    }),
    delete: defineWrite({
      touches: ["profile"],
      version: { resource: ({ uid }) => `profile:${uid}`, etag: () => undefined },
      method: "DELETE",
      path: ({ uid, entryId }: EntryRef) => apiPath(name, uid, entryId),
      body: () => undefined,
      meta: ({ entryId }) => ({ entryId }),
      bodySchema: z.undefined(),
      answer: profileSchema,
      summary: () => `Remove an ${name} entry`,
      pending: {
        on: "profile",
        apply: (p, _none, item) =>
          topic.withEntries(
            p,
            topic.entries(p).filter((e) => e._id !== entryOf(item)),
          ),
      },
    }),
  };
}

/** Education and experience entries: the same three writes over two lists of the profile. */
export function entryWrites() {
  const education = writesOf("education", topics.education);
  const experience = writesOf("experience", topics.experience);
  return {
    "education-add": education.add,
    "education-update": education.update,
    "education-delete": education.delete,
    "experience-add": experience.add,
    "experience-update": experience.update,
    "experience-delete": experience.delete,
  };
}
