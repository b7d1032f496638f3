import {
  avatarBodySchema,
  bannerBodySchema,
  cleanSkills,
  type ProfileTextField,
  profileFieldPatchSchema,
  profileSchema,
  skillBodySchema,
  type UpdateProfileBody,
  updateProfileBodySchema,
} from "../../contract/index.js";
import { apiPath } from "./api-path.js";
import { entryWrites } from "./entry-writes.js";
import { defineWrite } from "./write-kind.js";

const profilePath = (uid: string, ...rest: string[]) => apiPath("profile", uid, ...rest);
const onProfile = { answer: profileSchema, touches: ["profile"] } as const;
/** Every write of a profile changes its version (docs/decisions.md, Edits that never overwrite silently). */
const profileResource = (uid: string) => `profile:${uid}`;

export const profileWrites = {
  /** PATCH /profile/{uid} with exactly one field. */
  "profile-field": defineWrite({
    ...onProfile,
    method: "PATCH",
    path: ({ uid }: { uid: string; field: ProfileTextField; value: string; etag?: string }) =>
      profilePath(uid),
    body: ({ field, value }) => ({ [field]: value }),
    bodySchema: profileFieldPatchSchema,
    summary: () => "Edit your profile",
    version: { resource: ({ uid }) => profileResource(uid), etag: ({ etag }) => etag },
    pending: { on: "profile", apply: (p, patch) => ({ ...p, ...patch }) },
  }),
  "profile-avatar": defineWrite({
    ...onProfile,
    method: "PATCH",
    path: ({ uid }: { uid: string; url: string }) => profilePath(uid, "avatar"),
    body: ({ url }) => ({ avatarUrl: url }),
    bodySchema: avatarBodySchema,
    summary: () => "Change your profile photo",
    version: { resource: ({ uid }) => profileResource(uid), etag: () => undefined },
    pending: { on: "profile", apply: (p, b) => ({ ...p, avatar: b.avatarUrl }) },
  }),
  "profile-banner": defineWrite({
    ...onProfile,
    method: "PATCH",
    path: ({ uid }: { uid: string; url: string }) => profilePath(uid, "banner"),
    body: ({ url }) => ({ bannerUrl: url }),
    bodySchema: bannerBodySchema,
    summary: () => "Change your cover photo",
    version: { resource: ({ uid }) => profileResource(uid), etag: () => undefined },
    pending: { on: "profile", apply: (p, b) => ({ ...p, banner: b.bannerUrl }) },
  }),
  /** The server trims and ignores a repeat. */
  "skill-add": defineWrite({
    ...onProfile,
    method: "POST",
    path: ({ uid }: { uid: string; skill: string }) => profilePath(uid, "skills"),
    body: ({ skill }) => ({ skill }),
    bodySchema: skillBodySchema,
    summary: () => "Add a skill",
    version: { resource: ({ uid }) => profileResource(uid), etag: () => undefined },
    pending: {
      on: "profile",
      apply: (p, { skill }) => ({ ...p, skills: cleanSkills([...p.skills, skill]) }),
    },
  }),
  "skill-remove": defineWrite({
    ...onProfile,
    method: "DELETE",
    path: ({ uid }: { uid: string; skill: string }) => profilePath(uid, "skills"),
    body: ({ skill }) => ({ skill }),
    bodySchema: skillBodySchema,
    summary: () => "Remove a skill",
    version: { resource: ({ uid }) => profileResource(uid), etag: () => undefined },
    pending: {
      on: "profile",
      apply: (p, { skill }) => ({ ...p, skills: p.skills.filter((s) => s !== skill) }),
    },
  }),
  /** PUT /users/update/{uid}: the whole Update Profile form. */
  "profile-update": defineWrite({
    ...onProfile,
    method: "PUT",
    path: ({ uid }: { uid: string; body: UpdateProfileBody; etag?: string }) =>
      apiPath("users", "update", uid),
    body: ({ uid, body }) => ({ ...body, uid }),
    bodySchema: updateProfileBodySchema,
    summary: () => "Update your profile",
    version: { resource: ({ uid }) => profileResource(uid), etag: ({ etag }) => etag },
    pending: {
      on: "profile",
      apply: (p, { name, headline, location, bio, skills, avatar }) => ({
        ...p,
        name,
        headline,
        location,
        bio,
        skills: cleanSkills(skills),
        avatar: avatar || p.avatar,
      }),
    },
  }),
  ...entryWrites(),
};
