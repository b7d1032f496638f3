import {
  type Query,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import {
  avatarBodySchema,
  bannerBodySchema,
  cleanSkills,
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
  MESSAGES,
  type Profile,
  type ProfileTextField,
  profileFieldPatchSchema,
  profileSchema,
  skillBodySchema,
  type UpdateProfileBody,
  updateProfileBodySchema,
} from "../../../contract/index.js";
import { ApiError, api, errorStatus } from "../../lib/api-client.js";
import type { OutboxItem, OutboxKind } from "../../offline/index.js";
import { QUEUED_TEXT, QueuedWrite, sendWrite } from "../../offline/runtime.js";

/** Query keys: everything about one person's profile lives under ["profile", uid]. */
export const profileKeys = {
  all: ["profile"] as const,
  detail: (uid: string) => [...profileKeys.all, uid] as const,
  /** GET /users/profile/{uid}: the saved profile, null when there is none yet. */
  saved: (uid: string) => [...profileKeys.all, uid, "saved"] as const,
};

const path = (...parts: string[]) => parts.map(encodeURIComponent).join("/");

/** Not worth retrying: the answer will not change. */
const retryUnlessClientError = (count: number, err: unknown) => {
  const status = errorStatus(err);
  return (status === undefined || status >= 500) && count < 1;
};

/** GET /profile/{uid}: the combined public profile (Profile and See Profile). 404 = unknown person. */
export const profileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: profileKeys.detail(uid),
    queryFn: async ({ signal }) =>
      profileSchema.parse(await api.get(path("profile", uid), { signal }).json()),
    retry: retryUnlessClientError,
  });

/** GET /users/profile/{uid}: the saved profile, or null when the account has none yet (404). */
export const savedProfileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: profileKeys.saved(uid),
    queryFn: async ({ signal }): Promise<Profile | null> => {
      try {
        return profileSchema.parse(await api.get(path("users", "profile", uid), { signal }).json());
      } catch (err) {
        if (errorStatus(err) === 404) return null;
        throw err;
      }
    },
    retry: retryUnlessClientError,
  });

/**
 * Every profile write goes through here: one place for the offline outbox to wrap later.
 * Each call carries a fresh Idempotency-Key, so a replay changes nothing twice.
 */
/** Which outbox kind a profile write is, from its method and path. */
function kindOf(method: string, url: string): OutboxKind {
  const [root, , sub] = url.split("/");
  if (root === "users") return "profile-update";
  if (root === "education" || root === "experience") {
    const action = method === "post" ? "add" : method === "delete" ? "delete" : "update";
    return `${root}-${action}` as OutboxKind;
  }
  if (sub === "avatar") return "profile-avatar";
  if (sub === "banner") return "profile-banner";
  if (sub === "skills") return method === "delete" ? "skill-remove" : "skill-add";
  return "profile-field";
}

const SUMMARIES: Record<string, string> = {
  "education-add": "Add an education entry",
  "education-update": "Edit an education entry",
  "education-delete": "Remove an education entry",
  "experience-add": "Add an experience entry",
  "experience-update": "Edit an experience entry",
  "experience-delete": "Remove an experience entry",
  "profile-update": "Update your profile",
  "profile-field": "Edit your profile",
  "profile-avatar": "Change your profile photo",
  "profile-banner": "Change your cover photo",
  "skill-add": "Add a skill",
  "skill-remove": "Remove a skill",
};

/** Every profile write goes through the outbox (DESIGN §5), with its own Idempotency-Key. */
async function send(
  method: "post" | "patch" | "put" | "delete",
  url: string,
  json: unknown,
): Promise<unknown> {
  const kind = kindOf(method, url);
  return sendWrite({
    kind,
    method: method.toUpperCase() as "POST" | "PATCH" | "PUT" | "DELETE",
    path: `/api/${url}`,
    body: json,
    summary: SUMMARIES[kind] ?? `Change your ${kind.split("-")[0]}`,
  });
}

/**
 * `p` as it will be once the queued profile write `item` reaches the server — the same change the
 * hook that queued it showed at once. For showing it again after a reload (src/offline/pending-view.ts).
 */
export function withPendingProfileWrite(p: Profile, item: OutboxItem): Profile {
  const { body } = item;
  // "/api/education/{uid}/{entryId}" and the like.
  const entryId = decodeURIComponent(item.path.split("/")[4] ?? "");
  switch (item.kind) {
    case "profile-field": {
      const patch = profileFieldPatchSchema.safeParse(body);
      return patch.success ? { ...p, ...patch.data } : p;
    }
    case "profile-avatar": {
      const b = avatarBodySchema.safeParse(body);
      return b.success ? { ...p, avatar: b.data.avatarUrl } : p;
    }
    case "profile-banner": {
      const b = bannerBodySchema.safeParse(body);
      return b.success ? { ...p, banner: b.data.bannerUrl } : p;
    }
    case "skill-add":
    case "skill-remove": {
      const b = skillBodySchema.safeParse(body);
      if (!b.success) return p;
      const { skill } = b.data;
      return item.kind === "skill-add"
        ? { ...p, skills: cleanSkills([...p.skills, skill]) }
        : { ...p, skills: p.skills.filter((s) => s !== skill) };
    }
    case "profile-update": {
      const b = updateProfileBodySchema.safeParse(body);
      if (!b.success) return p;
      const { name, headline, location, bio, skills, avatar } = b.data;
      return { ...p, name, headline, location, bio, skills: cleanSkills(skills), avatar: avatar || p.avatar };
    }
    case "education-add": {
      const b = educationInputSchema.safeParse(body);
      if (!b.success || p.education.some((e) => e._id === item.id)) return p;
      return { ...p, education: [...p.education, { ...b.data, _id: item.id }] };
    }
    case "education-update": {
      const b = educationPatchSchema.safeParse(body);
      if (!b.success) return p;
      return { ...p, education: p.education.map((e) => (e._id === entryId ? { ...e, ...b.data } : e)) };
    }
    case "education-delete":
      return { ...p, education: p.education.filter((e) => e._id !== entryId) };
    case "experience-add": {
      const b = experienceInputSchema.safeParse(body);
      if (!b.success || p.experience.some((e) => e._id === item.id)) return p;
      return { ...p, experience: [...p.experience, { ...b.data, _id: item.id }] };
    }
    case "experience-update": {
      const b = experiencePatchSchema.safeParse(body);
      if (!b.success) return p;
      return { ...p, experience: p.experience.map((e) => (e._id === entryId ? { ...e, ...b.data } : e)) };
    }
    case "experience-delete":
      return { ...p, experience: p.experience.filter((e) => e._id !== entryId) };
    default:
      return p;
  }
}

/** Shows a queued profile write in its owner's cached profile; `predicate` narrows the queries changed. */
export function showPendingProfileWrite(
  queryClient: QueryClient,
  item: OutboxItem,
  predicate: (query: Query) => boolean = () => true,
): void {
  for (const queryKey of [profileKeys.detail(item.uid), profileKeys.saved(item.uid)]) {
    queryClient.setQueriesData<Profile | null>({ queryKey, exact: true, predicate }, (old) =>
      old ? withPendingProfileWrite(old, item) : old,
    );
  }
}

/** Signed-out profile actions answer 'Please login' (SPEC §8) without calling the server. */
function requireUid(uid: string | undefined): string {
  if (!uid) throw new ApiError(MESSAGES.loginRequired, 401, "UNAUTHENTICATED");
  return uid;
}

/**
 * A write answering the combined profile: the cache takes the answer as it is. Offline, the
 * write waits in the outbox and the cached profile shows it at once, by the same transform that
 * shows waiting writes again after a reload (withPendingProfileWrite).
 */
function useProfileWrite<V>(uid: string | undefined, request: (uid: string, vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const id = requireUid(uid);
      const answer = await request(id, vars);
      if (answer instanceof QueuedWrite) {
        const cached = queryClient.getQueryData<Profile>(profileKeys.detail(id));
        if (!cached) throw new ApiError(QUEUED_TEXT, 0, undefined);
        return withPendingProfileWrite(cached, answer.item);
      }
      return profileSchema.parse(answer);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.uid), profile);
      queryClient.setQueryData(profileKeys.saved(profile.uid), profile);
    },
  });
}

export type ProfileFieldPatch = { field: ProfileTextField; value: string };

/** PATCH /profile/{uid} with exactly one field. */
export const useUpdateProfileField = (uid: string | undefined) =>
  useProfileWrite(uid, (id, { field, value }: ProfileFieldPatch) =>
    send("patch", path("profile", id), { [field]: value }),
  );

/** PATCH /profile/{uid}/avatar */
export const useUpdateAvatar = (uid: string | undefined) =>
  useProfileWrite(uid, (id, avatarUrl: string) =>
    send("patch", path("profile", id, "avatar"), { avatarUrl }),
  );

/** PATCH /profile/{uid}/banner */
export const useUpdateBanner = (uid: string | undefined) =>
  useProfileWrite(uid, (id, bannerUrl: string) =>
    send("patch", path("profile", id, "banner"), { bannerUrl }),
  );

/** POST /profile/{uid}/skills (the server trims and ignores a repeat). */
export const useAddSkill = (uid: string | undefined) =>
  useProfileWrite(uid, (id, skill: string) => send("post", path("profile", id, "skills"), { skill }));

/** DELETE /profile/{uid}/skills */
export const useRemoveSkill = (uid: string | undefined) =>
  useProfileWrite(uid, (id, skill: string) => send("delete", path("profile", id, "skills"), { skill }));

/** PUT /users/update/{uid}: the whole Update Profile form. */
export const useReplaceProfile = (uid: string | undefined) =>
  useProfileWrite(uid, (id, body: UpdateProfileBody) =>
    send("put", path("users", "update", id), { ...body, uid: id }),
  );

/** POST answers the new entry, not the profile: append it to the cached profile. */
function useAddEntry<I, E>(
  uid: string | undefined,
  kind: "education" | "experience",
  parse: (answer: unknown) => E,
  append: (profile: Profile, entry: E) => Profile,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => {
      const answer = await send("post", path(kind, requireUid(uid)), input);
      // Offline: the entry shows at once under the outbox item's id until the server has it.
      return parse(answer instanceof QueuedWrite ? { ...input, _id: answer.id } : answer);
    },
    onSuccess: (entry) => {
      if (!uid) return;
      for (const key of [profileKeys.detail(uid), profileKeys.saved(uid)]) {
        queryClient.setQueryData<Profile | null>(key, (old) => (old ? append(old, entry) : old));
      }
      // The saved profile may not have existed before this entry: fetch it afresh.
      void queryClient.invalidateQueries({ queryKey: profileKeys.saved(uid) });
    },
  });
}

export const useAddEducation = (uid: string | undefined) =>
  useAddEntry<EducationInput, Education>(
    uid,
    "education",
    (a) => educationSchema.parse(a),
    (p, e) => ({ ...p, education: [...p.education, e] }),
  );

export const useAddExperience = (uid: string | undefined) =>
  useAddEntry<ExperienceInput, Experience>(
    uid,
    "experience",
    (a) => experienceSchema.parse(a),
    (p, e) => ({ ...p, experience: [...p.experience, e] }),
  );

/** PATCH /education/{uid}/{entryId} with the fields that changed. */
export const useUpdateEducation = (uid: string | undefined) =>
  useProfileWrite(uid, (id, { entryId, patch }: { entryId: string; patch: Partial<EducationInput> }) =>
    send("patch", path("education", id, entryId), patch),
  );

export const useDeleteEducation = (uid: string | undefined) =>
  useProfileWrite(uid, (id, entryId: string) => send("delete", path("education", id, entryId), undefined));

export const useUpdateExperience = (uid: string | undefined) =>
  useProfileWrite(uid, (id, { entryId, patch }: { entryId: string; patch: Partial<ExperienceInput> }) =>
    send("patch", path("experience", id, entryId), patch),
  );

export const useDeleteExperience = (uid: string | undefined) =>
  useProfileWrite(uid, (id, entryId: string) => send("delete", path("experience", id, entryId), undefined));
