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
import { profileKeys } from "../../lib/query-keys.js";
import { withPending } from "../offline/pending-view.js";
import { sendWrite, type WriteResult } from "../offline/send-write.js";

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
  send: (uid: string, vars: V) => Promise<WriteResult<Profile>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(requireUid(uid), vars),
    onSuccess: (result) => {
      let profile: Profile | undefined;
      if (result.status === "sent") profile = result.data;
      else {
        const cached = queryClient.getQueryData<Profile>(profileKeys.detail(result.item.uid));
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
  useProfileWrite(uid, (id, patch: ProfileFieldPatch) => sendWrite("profile-field", { uid: id, ...patch }));

export const useUpdateAvatar = (uid: string | undefined) =>
  useProfileWrite(uid, (id, url: string) => sendWrite("profile-avatar", { uid: id, url }));

export const useUpdateBanner = (uid: string | undefined) =>
  useProfileWrite(uid, (id, url: string) => sendWrite("profile-banner", { uid: id, url }));

export const useAddSkill = (uid: string | undefined) =>
  useProfileWrite(uid, (id, skill: string) => sendWrite("skill-add", { uid: id, skill }));

export const useRemoveSkill = (uid: string | undefined) =>
  useProfileWrite(uid, (id, skill: string) => sendWrite("skill-remove", { uid: id, skill }));

export const useReplaceProfile = (uid: string | undefined) =>
  useProfileWrite(uid, (id, body: UpdateProfileBody) => sendWrite("profile-update", { uid: id, body }));

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
