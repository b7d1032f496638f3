import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Education,
  type EducationInput,
  type Experience,
  type ExperienceInput,
  educationSchema,
  experienceSchema,
  MESSAGES,
  type Profile,
  profileSchema,
  type UpdateProfileBody,
} from "../../../contract/index.js";
import { ApiError, api, errorStatus } from "../../lib/api-client.js";
import { idempotencyHeaders } from "../../lib/idempotency.js";

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
async function send(
  method: "post" | "patch" | "put" | "delete",
  url: string,
  json: unknown,
): Promise<unknown> {
  return api(url, { method, json, headers: idempotencyHeaders() }).json();
}

/** Signed-out profile actions answer 'Please login' (SPEC §8) without calling the server. */
function requireUid(uid: string | undefined): string {
  if (!uid) throw new ApiError(MESSAGES.loginRequired, 401, "UNAUTHENTICATED");
  return uid;
}

/** A write answering the combined profile: the cache takes the answer as it is. */
function useProfileWrite<V>(uid: string | undefined, request: (uid: string, vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => profileSchema.parse(await request(requireUid(uid), vars)),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.uid), profile);
      queryClient.setQueryData(profileKeys.saved(profile.uid), profile);
    },
  });
}

export type ProfileFieldPatch = { field: "name" | "headline" | "location" | "bio"; value: string };

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
    mutationFn: async (input: I) => parse(await send("post", path(kind, requireUid(uid)), input)),
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
