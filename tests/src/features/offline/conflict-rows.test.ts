import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { Profile, Tutorial } from "../../../../contract/index.js";
import { conflictRows, type ServerCopy } from "../../../../src/features/offline/conflict.js";
import type { OutboxItem } from "../../../../src/offline/index.js";

/** The conflict dialog's two versions, field by field (docs/product.md, Offline). */
const item = (kind: OutboxItem["kind"], body: unknown): OutboxItem => ({
  id: "i1",
  seq: 1,
  uid: "u1",
  kind,
  method: "PUT",
  path: "/api/x",
  body,
  summary: "Edit",
  createdAt: new Date(0).toISOString(),
  attempts: 1,
  nextAttemptAt: 0,
  state: "conflict",
  ifMatch: '"t1"',
});

const tutorial: Tutorial = {
  _id: "9b2f7c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d",
  userId: "u1",
  userName: "Ann",
  email: "ann@example.com",
  image: "/uploads/a.webp",
  language: "Swahili",
  price: 40,
  description: "Greetings",
  review: 3,
  rating: null,
  ratingCount: 0,
  createdAt: new Date(0).toISOString(),
};

const profile: Profile = {
  uid: "u1",
  name: "Ann",
  headline: "Tutor",
  location: "Nairobi",
  email: "ann@example.com",
  bio: "Laptop bio",
  skills: ["Swahili"],
  avatar: "",
  banner: "",
  education: [],
  experience: [],
};

describe("conflictRows", () => {
  it("a tutorial edit: language, price, description and picture, mine beside the server's", () => {
    const server: ServerCopy = { on: "tutorial", id: tutorial._id, value: tutorial, etag: '"t2"' };
    const rows = conflictRows(
      item("tutorial-update", {
        image: "/uploads/a.webp",
        language: "Swahili",
        price: 23.5,
        description: "Bus",
      }),
      server,
      i18n,
    );
    expect(rows).toEqual([
      { label: "Language", mine: "Swahili", theirs: "Swahili" },
      { label: "Price", mine: "$23.50", theirs: "$40.00" },
      { label: "Description", mine: "Bus", theirs: "Greetings" },
      { label: "Picture", mine: "/uploads/a.webp", theirs: "/uploads/a.webp", picture: true },
    ]);
  });

  it("a one-field profile edit: that field only", () => {
    const server: ServerCopy = { on: "profile", uid: "u1", value: profile, etag: '"p2"' };
    expect(conflictRows(item("profile-field", { bio: "Phone bio" }), server, i18n)).toEqual([
      { label: "About", mine: "Phone bio", theirs: "Laptop bio" },
    ]);
  });

  it("the whole profile form: every field, lists one per line", () => {
    const server: ServerCopy = {
      on: "profile",
      uid: "u1",
      value: { ...profile, education: [{ _id: tutorial._id, degree: "BA", school: "", year: "" }] },
      etag: '"p2"',
    };
    const rows = conflictRows(
      item("profile-update", { name: "Ann", skills: ["Swahili", "Math"], education: [{ degree: "MA" }] }),
      server,
      i18n,
    );
    expect(rows.find((r) => r.label === "Skills")).toEqual({
      label: "Skills",
      mine: "Swahili, Math",
      theirs: "Swahili",
    });
    expect(rows.find((r) => r.label === "Education")).toEqual({
      label: "Education",
      mine: "MA",
      theirs: "BA",
    });
    expect(rows.find((r) => r.label === "Name")).toEqual({ label: "Name", mine: "Ann", theirs: "Ann" });
  });
});
