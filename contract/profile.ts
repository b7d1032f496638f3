import { z } from "zod";
import { imageUrlSchema, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from "./text.js";
import { uidSchema } from "./user.js";

/** Text the database can hold (contract/text.ts): refused here (400), never a 500 there. */
const text = (max: number) => safeText(max);
const longText = (max: number) => safeText(max, { multiline: true });

export const educationSchema = z.object({
  _id: z.uuid(),
  degree: z.string(),
  school: z.string(),
  year: z.string(),
});
export type Education = z.infer<typeof educationSchema>;
const educationFields = {
  degree: text(200).min(1, "Degree is required."),
  school: text(200),
  year: text(20),
};
export const educationInputSchema = z.object({
  ...educationFields,
  school: educationFields.school.default(""),
  year: educationFields.year.default(""),
});
export type EducationInput = z.infer<typeof educationInputSchema>;
/** PATCH of an entry: only the fields sent change (no defaults here, or they would blank the rest). */
export const educationPatchSchema = z
  .strictObject(educationFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, "Send at least one field to change.");

export const experienceSchema = z.object({
  _id: z.uuid(),
  role: z.string(),
  company: z.string(),
  duration: z.string(),
  description: z.string(),
});
export type Experience = z.infer<typeof experienceSchema>;
const experienceFields = {
  role: text(200).min(1, "Role is required."),
  company: text(200),
  duration: text(100),
  description: longText(2000),
};
export const experienceInputSchema = z.object({
  ...experienceFields,
  company: experienceFields.company.default(""),
  duration: experienceFields.duration.default(""),
  description: experienceFields.description.default(""),
});
export type ExperienceInput = z.infer<typeof experienceInputSchema>;
export const experiencePatchSchema = z
  .strictObject(experienceFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, "Send at least one field to change.");

/** A profile as the API answers it (see docs/product.md, API); the combined profile also holds education and experience. */
export const profileSchema = z.object({
  uid: uidSchema,
  name: z.string(),
  headline: z.string(),
  location: z.string(),
  email: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  avatar: z.string(),
  banner: z.string(),
  education: z.array(educationSchema),
  experience: z.array(experienceSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_TEXT_FIELDS = ["name", "headline", "location", "email", "bio"] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/**
 * PATCH /profile/{uid}: exactly one field. The email here is the profile's contact address (edited
 * inline on the Profile screen, see docs/product.md, Screens); it starts as the account's and never changes the sign-in.
 */
export const profileFieldPatchSchema = z
  .strictObject(
    {
      name: text(120).min(1, "Name cannot be empty."),
      headline: text(160),
      location: text(120),
      email: z.string().trim().max(254).pipe(z.email("Enter a valid email address.")),
      bio: longText(2000),
    },
    {
      error: (iss) =>
        iss.code === "unrecognized_keys" ? `Unknown field: ${iss.keys.join(", ")}` : undefined,
    },
  )
  .partial()
  .refine((o) => Object.keys(o).length === 1, "Send exactly one field.");

const imageRef = imageUrlSchema();
export const avatarBodySchema = z.object({ avatarUrl: imageRef });
export const bannerBodySchema = z.object({ bannerUrl: imageRef });
export const skillBodySchema = z.object({
  skill: text(60).min(1, "Skill cannot be empty."),
});

export const entryParamsSchema = z.object({ uid: uidSchema, entryId: z.uuid({ error: "Invalid id" }) });
export const uidParamsSchema = z.object({ uid: uidSchema });

/** Most skills a profile holds. */
export const MAX_SKILLS = 50;

/** PUT /users/update/{uid}: the Update Profile form. */
export const updateProfileBodySchema = z.object({
  uid: uidSchema.optional(),
  name: text(120).min(1, "Name cannot be empty."),
  headline: text(160).default(""),
  location: text(120).default(""),
  bio: longText(2000).default(""),
  skills: z
    .array(
      z
        .string()
        .max(60, "A skill can be at most 60 characters.")
        .refine((s) => isSafeText(s), UNSAFE_TEXT_MESSAGE),
    )
    .max(MAX_SKILLS)
    .default([]),
  education: z.array(educationInputSchema).max(30).default([]),
  experience: z.array(experienceInputSchema).max(30).default([]),
  avatar: imageRef.or(z.literal("")).default(""),
  email: safeText(320).optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** Skills as saved (see docs/product.md, Rules): trimmed, empty ones ignored, duplicates dropped. */
export function cleanSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const s = raw.trim();
    if (s && !seen.has(s.toLowerCase())) {
      seen.add(s.toLowerCase());
      out.push(s);
    }
  }
  return out;
}

/** 'Degree at School (Year)'; a line not matching becomes the degree only. */
export function parseEducationLine(line: string): EducationInput {
  const t = line.trim();
  const m = /^(.+?)\s+(?:at|@)\s+(.+?)\s*\(([^()]*)\)$/.exec(t);
  if (!m) return { degree: t, school: "", year: "" };
  return { degree: m[1].trim(), school: m[2].trim(), year: m[3].trim() };
}

/** 'Role at Company (Duration) - Description'; a line not matching becomes the role only. */
export function parseExperienceLine(line: string): ExperienceInput {
  const t = line.trim();
  const m = /^(.+?)\s+(?:at|@)\s+(.+?)\s*\(([^()]*)\)(?:\s*-\s*(.*))?$/.exec(t);
  if (!m) return { role: t, company: "", duration: "", description: "" };
  return { role: m[1].trim(), company: m[2].trim(), duration: m[3].trim(), description: (m[4] ?? "").trim() };
}

/**
 * The word between a line's first two parts: SPEC's English "at", or "@", which reads the same in
 * every language (the Bangla and Arabic forms write it; the parsers above read both).
 */
export type LineSeparator = "at" | "@";

export function formatEducationLine(e: EducationInput, separator: LineSeparator = "at"): string {
  return e.school || e.year ? `${e.degree} ${separator} ${e.school} (${e.year})` : e.degree;
}
export function formatExperienceLine(e: ExperienceInput, separator: LineSeparator = "at"): string {
  if (!e.company && !e.duration) return e.role;
  const head = `${e.role} ${separator} ${e.company} (${e.duration})`;
  return e.description ? `${head} - ${e.description}` : head;
}
export function parseLines<T>(text: string, parse: (line: string) => T): T[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map(parse);
}
