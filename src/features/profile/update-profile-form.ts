import { i18n as global, type I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import {
  cleanSkills,
  formatEducationLine,
  formatExperienceLine,
  isImageUrl,
  type LineSeparator,
  type Profile,
  parseEducationLine,
  parseExperienceLine,
  parseLines,
  type UpdateProfileBody,
  type User,
  updateProfileBodySchema,
} from "../../../contract/index.js";
import { formatCount } from "../../i18n/format.js";
import { profileText } from "./validation-texts.js";

/** The Update Profile form as typed: lists are text (comma separated, or one per line). */
export const updateProfileFormSchema = z.object({
  name: z.string().trim().min(1, "Name cannot be empty.").max(120),
  headline: z.string().max(160),
  location: z.string().max(120),
  bio: z.string().max(2000),
  skills: z.string(),
  education: z.string(),
  experience: z.string(),
  avatar: z.string(),
});
export type UpdateProfileForm = z.infer<typeof updateProfileFormSchema>;

/**
 * The lines' shapes (docs/product.md, Update Profile). The parser reads "at" or "@", brackets and
 * a dash in every language; a translation names the parts in its own words around them and writes
 * "@" (lineSeparator), so that no English word is left on its screen.
 */
export const EDUCATION_FORMAT = msg`Degree at School (Year)`;
export const EXPERIENCE_FORMAT = msg`Role at Company (Duration) - Description`;

/** The word between a line's parts on the screen in `i18n`'s language: "at" in English, else "@". */
export const lineSeparator = (i18n: I18n = global): LineSeparator => (i18n.locale === "en" ? "at" : "@");

/** The form prefilled from the saved profile, or from the account when there is none yet. */
export function toFormValues(
  profile: Profile | null,
  user: Pick<User, "displayName" | "photoURL">,
  separator: LineSeparator = "at",
): UpdateProfileForm {
  if (!profile) {
    return {
      name: user.displayName ?? "",
      headline: "",
      location: "",
      bio: "",
      skills: "",
      education: "",
      experience: "",
      avatar: keptImage(user.photoURL),
    };
  }
  return {
    name: profile.name || (user.displayName ?? ""),
    headline: profile.headline,
    location: profile.location,
    bio: profile.bio,
    skills: profile.skills.join(", "),
    education: profile.education.map((e) => formatEducationLine(e, separator)).join("\n"),
    experience: profile.experience.map((e) => formatExperienceLine(e, separator)).join("\n"),
    avatar: keptImage(profile.avatar),
  };
}

/**
 * An avatar the server would refuse (one saved before the image-URL rule, or an odd provider
 * photo) starts the form empty, which keeps the current one: the rest of the form can be saved.
 */
const keptImage = (url: string | null): string => (isImageUrl(url) ? url : "");

/** Skills split on commas, trimmed, empty ones and repeats dropped (docs/product.md, Update Profile). */
export const parseSkills = (text: string): string[] => cleanSkills(text.split(","));

/** PUT /users/update/{uid}'s body from the form; lines not matching become the degree or role only. */
export function toUpdateBody(values: UpdateProfileForm, uid: string, email: string): UpdateProfileBody {
  return {
    uid,
    email,
    name: values.name.trim(),
    headline: values.headline.trim(),
    location: values.location.trim(),
    bio: values.bio.trim(),
    skills: parseSkills(values.skills),
    education: parseLines(values.education, parseEducationLine),
    experience: parseLines(values.experience, parseExperienceLine),
    avatar: values.avatar.trim(),
  };
}

/**
 * The contract's verdict on a body, as the first problem's text in the language of `i18n` (said
 * when the person saves), or null when it may be sent.
 */
export function bodyProblem(body: UpdateProfileBody, i18n: I18n = global): string | null {
  const result = updateProfileBodySchema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return i18n._(msg`Invalid profile data`);
  const problem = profileText(issue.message, i18n);
  const [where, index] = issue.path;
  if ((where === "education" || where === "experience") && typeof index === "number") {
    const entry = formatCount(index + 1, i18n);
    return where === "education"
      ? i18n._(msg`Education entry ${entry}: ${problem}`)
      : i18n._(msg`Experience entry ${entry}: ${problem}`);
  }
  return problem;
}
