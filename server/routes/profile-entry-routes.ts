import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  type Education,
  type Experience,
  educationInputSchema,
  educationPatchSchema,
  educationSchema,
  entryParamsSchema,
  experienceInputSchema,
  experiencePatchSchema,
  experienceSchema,
  MAX_PROFILE_ENTRIES,
  MESSAGES,
  profileSchema,
  uidParamsSchema,
} from "../../contract/index.js";
import { badRequest, notFound } from "../http-error.js";
import type { Repositories } from "../repositories/index.js";
import type { ProfileEntriesRepository } from "../repositories/profile-entries-repository.js";
import type { EntryColumns } from "../repositories/profile-entry-tables.js";
import {
  accountOf,
  ownerOnly,
  profileTags as tags,
  versionedWrite,
  profileWriteErrors as writeErrors,
} from "./profile-access.js";

type ProfileEntry = Education | Experience;

/** What the routes of one kind of profile entry are made of. */
interface EntryRoutesKind<Entry extends ProfileEntry, Input extends EntryColumns> {
  /** The first path segment: /api/{segment}/{uid}. */
  segment: string;
  /** Typed as either kind's entry: Fastify's reply types, like its body types, stop at a type parameter. */
  entry: z.ZodType<ProfileEntry>;
  input: z.ZodType<Input>;
  patch: z.ZodType<Partial<Input>>;
  repository: (repos: Repositories) => ProfileEntriesRepository<Entry, Input>;
}

/**
 * Fastify's types cannot see through a type parameter to the body schema's type (they leave
 * `[Input] extends [undefined] ? unknown : Input` unresolved); the body was parsed by that schema.
 */
const parsed = <T>(body: [T] extends [undefined] ? unknown : T): T => body as T;

/** One kind of profile entry: listed for anyone, changed only by the owner. */
function profileEntryRoutes<Entry extends ProfileEntry, Input extends EntryColumns>(
  kind: EntryRoutesKind<Entry, Input>,
): FastifyPluginAsyncZod<{ repos: Repositories }> {
  const list = `/${kind.segment}/:uid`;
  const one = `/${kind.segment}/:uid/:entryId`;
  return async (app, { repos }) => {
    const entries = kind.repository(repos);
    app.get(
      list,
      {
        schema: {
          tags,
          description: "The entries in their order (empty for a profile without any).",
          params: uidParamsSchema,
          response: { 200: z.array(kind.entry), 400: apiErrorSchema },
        },
      },
      async (request) => entries.list(request.params.uid),
    );

    app.post(
      list,
      {
        preValidation: ownerOnly,
        schema: {
          tags,
          description: "Add an entry at the end; answers the created entry.",
          params: uidParamsSchema,
          body: kind.input,
          response: { 201: kind.entry, ...writeErrors },
        },
      },
      async (request, reply) => {
        const entry = await versionedWrite(request, reply, async (v) => {
          const added = await entries.add(accountOf(request), parsed<Input>(request.body), v);
          if (!added) {
            throw badRequest(`A profile can list at most ${MAX_PROFILE_ENTRIES} ${kind.segment} entries.`);
          }
          return added;
        });
        return reply.status(201).send(entry);
      },
    );

    app.patch(
      one,
      {
        preValidation: ownerOnly,
        schema: {
          tags,
          description: "Change the fields sent; answers the combined profile.",
          params: entryParamsSchema,
          body: kind.patch,
          response: { 200: profileSchema, ...writeErrors, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        versionedWrite(request, reply, async (v) => {
          const patch = parsed<Partial<Input>>(request.body);
          const profile = await entries.patch(accountOf(request), request.params.entryId, patch, v);
          if (!profile) throw notFound(MESSAGES.entryNotFound);
          return profile;
        }),
    );

    app.delete(
      one,
      {
        preValidation: ownerOnly,
        schema: {
          tags,
          params: entryParamsSchema,
          response: { 200: profileSchema, ...writeErrors, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        versionedWrite(request, reply, async (v) => {
          const profile = await entries.remove(accountOf(request), request.params.entryId, v);
          if (!profile) throw notFound(MESSAGES.entryNotFound);
          return profile;
        }),
    );
  };
}

export const educationRoutes = profileEntryRoutes({
  segment: "education",
  entry: educationSchema,
  input: educationInputSchema,
  patch: educationPatchSchema,
  repository: (repos) => repos.profileEntries.education,
});

export const experienceRoutes = profileEntryRoutes({
  segment: "experience",
  entry: experienceSchema,
  input: experienceInputSchema,
  patch: experiencePatchSchema,
  repository: (repos) => repos.profileEntries.experience,
});
