import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type EducationInput,
  type ExperienceInput,
  MESSAGES,
  type Profile,
  type ProfileTextField,
  profileSchema,
  STATUS_OF_ERROR_CODE,
  type UpdateProfileBody,
} from "../../../contract/index.js";
import { ApiError, api, errorStatus } from "../../lib/api-client.js";
import { type Tagged, tagged } from "../../lib/etag.js";
import { profileKeys } from "../../lib/query-keys.js";
import { withPending } from "../offline/pending-view.js";
import { type EditResult, sendEdit, sendWrite, type WriteResult } from "../offline/send-write.js";

export { profileKeys };

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
    queryFn: async ({ signal }): Promise<Tagged<Profile>> => {
      const response = await api.get(path("profile", uid), { signal });
      return tagged(profileSchema.parse(await response.json()), response.headers.get("etag"));
    },
    retry: retryUnlessClientError,
  });

/** GET /users/profile/{uid}: the saved profile, or null when the account has none yet (404). */
export const savedProfileQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: profileKeys.saved(uid),
    queryFn: async ({ signal }): Promise<Tagged<Profile> | null> => {
      try {
        const response = await api.get(path("users", "profile", uid), { signal });
        return tagged(profileSchema.parse(await response.json()), response.headers.get("etag"));
      } catch (err) {
        if (errorStatus(err) === 404) return null;
        throw err;
      }
    },
    retry: retryUnlessClientError,
  });

/** Signed-out profile actions answer 'Please login' (docs/product.md, Messages) without calling the server. */
function requireUid(uid: string | undefined): string {
  if (!uid)
    throw new ApiError(MESSAGES.loginRequired, STATUS_OF_ERROR_CODE.UNAUTHENTICATED, "UNAUTHENTICATED");
  return uid;
}

/**
 * A write answering the combined profile: the cache takes the answer as it is. Offline, the write
 * waits in the outbox and the cached profile shows it at once, by its kind's pending view (the one
 * that shows waiting writes again after a reload).
 */
function useProfileWrite<V>(
  uid: string | undefined,
  send: (uid: string, vars: V, etag: string | undefined) => Promise<EditResult<Profile>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    // The version the screen shows (an edit of it sends it as If-Match, src/offline/profile-writes.ts).
    mutationFn: (vars: V) => {
      const id = requireUid(uid);
      return send(id, vars, queryClient.getQueryData<Tagged<Profile>>(profileKeys.detail(id))?.etag);
    },
    onSuccess: (result) => {
      // In conflict: the conflict dialog shows both versions; the cache keeps the server's.
      if (result.status === "conflict") return;
      let profile: Tagged<Profile> | undefined;
      if (result.status === "sent") profile = tagged(result.data, result.etag);
      else {
        const cached = queryClient.getQueryData<Tagged<Profile>>(profileKeys.detail(result.item.uid));
        if (cached) profile = withPending(cached, result.item);
      }
      if (!profile) return;
      queryClient.setQueryData(profileKeys.detail(profile.uid), profile);
      queryClient.setQueryData(profileKeys.saved(profile.uid), profile);
    },
  });
}

export type ProfileFieldPatch = { field: ProfileTextField; value: string };

export const useUpdateProfileField = (uid: string | undefined) =>
  useProfileWrite(uid, (id, patch: ProfileFieldPatch, etag) =>
    sendEdit("profile-field", { uid: id, ...patch, ...(etag ? { etag } : {}) }),
  );

export const useUpdateAvatar = (uid: string | undefined) =>
  useProfileWrite(uid, (id, url: string) => sendWrite("profile-avatar", { uid: id, url }));

export const useUpdateBanner = (uid: string | undefined) =>
  useProfileWrite(uid, (id, url: string) => sendWrite("profile-banner", { uid: id, url }));

export const useAddSkill = (uid: string | undefined) =>
  useProfileWrite(uid, (id, skill: string) => sendWrite("skill-add", { uid: id, skill }));

export const useRemoveSkill = (uid: string | undefined) =>
  useProfileWrite(uid, (id, skill: string) => sendWrite("skill-remove", { uid: id, skill }));

/** `formEtag`: the version the form was filled from (a stale form then meets the conflict dialog). */
export const useReplaceProfile = (uid: string | undefined, formEtag?: string) =>
  useProfileWrite(uid, (id, body: UpdateProfileBody) =>
    sendEdit("profile-update", { uid: id, body, ...(formEtag ? { etag: formEtag } : {}) }),
  );

/** POST answers the new entry, not the profile: it is appended to the cached profile. */
function useAddEntry<V, E>(
  uid: string | undefined,
  send: (uid: string, vars: V) => Promise<WriteResult<E>>,
  append: (profile: Profile, entry: E) => Profile,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(requireUid(uid), vars),
    onSuccess: (result) => {
      if (!uid) return;
      for (const key of [profileKeys.detail(uid), profileKeys.saved(uid)]) {
        queryClient.setQueryData<Profile | null>(key, (old) => {
          if (!old) return old;
          return result.status === "sent" ? append(old, result.data) : withPending(old, result.item);
        });
      }
      // The saved profile may not have existed before this entry: fetch it afresh.
      void queryClient.invalidateQueries({ queryKey: profileKeys.saved(uid) });
    },
  });
}

export const useAddEducation = (uid: string | undefined) =>
  useAddEntry(
    uid,
    (id, entry: EducationInput) => sendWrite("education-add", { uid: id, entry }),
    (p, e) => ({ ...p, education: [...p.education, e] }),
  );

export const useAddExperience = (uid: string | undefined) =>
  useAddEntry(
    uid,
    (id, entry: ExperienceInput) => sendWrite("experience-add", { uid: id, entry }),
    (p, e) => ({ ...p, experience: [...p.experience, e] }),
  );

type EntryPatch<Input> = { entryId: string; patch: Partial<Input> };

export const useUpdateEducation = (uid: string | undefined) =>
  useProfileWrite(uid, (id, { entryId, patch }: EntryPatch<EducationInput>) =>
    sendWrite("education-update", { uid: id, entryId, patch }),
  );

export const useDeleteEducation = (uid: string | undefined) =>
  useProfileWrite(uid, (id, entryId: string) => sendWrite("education-delete", { uid: id, entryId }));

export const useUpdateExperience = (uid: string | undefined) =>
  useProfileWrite(uid, (id, { entryId, patch }: EntryPatch<ExperienceInput>) =>
    sendWrite("experience-update", { uid: id, entryId, patch }),
  );

export const useDeleteExperience = (uid: string | undefined) =>
  useProfileWrite(uid, (id, entryId: string) => sendWrite("experience-delete", { uid: id, entryId }));
