import { describe, expect, it } from "vitest";
import type { Profile } from "../../../../contract/index.js";
import {
  bodyProblem,
  parseSkills,
  toFormValues,
  toUpdateBody,
  type UpdateProfileForm,
} from "../../../../src/features/profile/update-profile-form.js";

const form = (over: Partial<UpdateProfileForm> = {}): UpdateProfileForm => ({
  name: " Amina Rahman ",
  headline: " IELTS coach ",
  location: "Dhaka",
  bio: "Hello",
  skills: "",
  education: "",
  experience: "",
  avatar: "",
  ...over,
});

const profile: Profile = {
  uid: "demo-tutor-amina",
  name: "Amina Rahman",
  headline: "IELTS coach",
  location: "Dhaka",
  email: "amina@tutornest.example",
  bio: "Hi",
  skills: ["English", "IELTS"],
  avatar: "/uploads/a.webp",
  banner: "",
  education: [
    {
      _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a01",
      degree: "BA in English",
      school: "University of Dhaka",
      year: "2019",
    },
    { _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a02", degree: "Self-taught", school: "", year: "" },
  ],
  experience: [
    {
      _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a03",
      role: "Tutor",
      company: "British Council",
      duration: "2019-2023",
      description: "IELTS classes",
    },
  ],
};

describe("Update Profile form → PUT /users/update body", () => {
  it("splits skills on commas, trimmed, empty ones and repeats dropped", () => {
    expect(parseSkills(" English, ,IELTS,, english ,Public speaking ")).toEqual([
      "English",
      "IELTS",
      "Public speaking",
    ]);
    expect(toUpdateBody(form({ skills: " , " }), "u1", "a@b.example").skills).toEqual([]);
  });

  it("parses education one per line, a line not matching becoming the degree only, blank lines skipped", () => {
    const body = toUpdateBody(
      form({ education: "BA in English at University of Dhaka (2019)\n\n  Self-taught  \n" }),
      "u1",
      "a@b.example",
    );
    expect(body.education).toEqual([
      { degree: "BA in English", school: "University of Dhaka", year: "2019" },
      { degree: "Self-taught", school: "", year: "" },
    ]);
  });

  it("parses experience one per line, a line not matching becoming the role only", () => {
    const body = toUpdateBody(
      form({ experience: "Tutor at British Council (2019-2023) - IELTS classes\nFreelance coach" }),
      "u1",
      "a@b.example",
    );
    expect(body.experience).toEqual([
      { role: "Tutor", company: "British Council", duration: "2019-2023", description: "IELTS classes" },
      { role: "Freelance coach", company: "", duration: "", description: "" },
    ]);
  });

  it("trims the texts and carries uid and email", () => {
    const body = toUpdateBody(form(), "u1", "a@b.example");
    expect(body).toMatchObject({
      uid: "u1",
      email: "a@b.example",
      name: "Amina Rahman",
      headline: "IELTS coach",
    });
    expect(bodyProblem(body)).toBeNull();
  });

  it("the prefilled form saves back to the same profile (round trip)", () => {
    const values = toFormValues(profile, { displayName: "ignored", photoURL: null });
    expect(values.skills).toBe("English, IELTS");
    expect(values.education).toBe("BA in English at University of Dhaka (2019)\nSelf-taught");
    expect(values.experience).toBe("Tutor at British Council (2019-2023) - IELTS classes");
    const body = toUpdateBody(values, profile.uid, profile.email);
    expect(body.skills).toEqual(profile.skills);
    expect(body.education).toEqual(profile.education.map(({ _id, ...e }) => e));
    expect(body.experience).toEqual(profile.experience.map(({ _id, ...e }) => e));
    expect(body.avatar).toBe(profile.avatar);
  });

  it("in Bangla and Arabic writes '@' between a line's parts, and saves back the same profile", () => {
    const values = toFormValues(profile, { displayName: "ignored", photoURL: null }, "@");
    expect(values.education).toBe("BA in English @ University of Dhaka (2019)\nSelf-taught");
    expect(values.experience).toBe("Tutor @ British Council (2019-2023) - IELTS classes");
    const body = toUpdateBody(values, profile.uid, profile.email);
    expect(body.education).toEqual(profile.education.map(({ _id, ...e }) => e));
    expect(body.experience).toEqual(profile.experience.map(({ _id, ...e }) => e));
  });

  it("with no saved profile yet (404) starts from the account's name", () => {
    expect(toFormValues(null, { displayName: "New Person", photoURL: null })).toEqual(
      form({ name: "New Person", headline: "", location: "", bio: "" }),
    );
  });

  it("starts with no avatar (keeping the saved one) when the saved one breaks the image-URL rule", () => {
    const old = { ...profile, avatar: "http://example.com/✓.png" };
    const values = toFormValues(old, { displayName: null, photoURL: null });
    expect(values.avatar).toBe("");
    expect(bodyProblem(toUpdateBody(values, old.uid, old.email))).toBeNull();
    expect(toFormValues(null, { displayName: "N", photoURL: "javascript:alert(1)" }).avatar).toBe("");
    const https = "https://lh3.googleusercontent.com/a/photo=s96-c";
    expect(toFormValues(null, { displayName: "N", photoURL: https }).avatar).toBe(https);
  });

  it("names the entry that breaks the contract's limits", () => {
    const body = toUpdateBody(form({ education: `ok\n${"x".repeat(201)}` }), "u1", "a@b.example");
    expect(bodyProblem(body)).toMatch(/^Education entry 2: /);
    expect(bodyProblem(toUpdateBody(form({ skills: "y".repeat(61) }), "u1", "a@b.example"))).toBe(
      "A skill can be at most 60 characters.",
    );
  });
});
