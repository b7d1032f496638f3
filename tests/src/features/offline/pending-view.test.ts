import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { clear, createStore } from "idb-keyval";
import { beforeEach, describe, expect, it } from "vitest";
import type { Profile } from "../../../../contract/index.js";
import { showPendingEdits } from "../../../../src/features/offline/pending-view.js";
import type { TutorialsPage } from "../../../../src/features/tutorials/api.js";
import { profileKeys, tutorialKeys } from "../../../../src/lib/query-keys.js";
import {
  enqueue,
  type InputOf,
  outboxInput,
  setOutboxUser,
  update,
  type WriteKindName,
} from "../../../../src/offline/index.js";
import { amina, tutorial } from "../../support/fixtures.js";

/**
 * A reload right after an edit made offline: the saved query cache may predate the edit, the
 * outbox has it. At start, the signed-in person's waiting edits are shown again on the data saved
 * before the page started, never on data fetched since.
 */

const UID = amina.uid;
const SAVED_AT = Date.now() - 60_000;
const STARTED_AT = Date.now() - 1_000;

beforeEach(async () => {
  await clear(createStore("tutornest-outbox", "items"));
  await setOutboxUser(UID);
});

function page(items: TutorialsPage["items"]): TutorialsPage {
  return { items, total: items.length, page: 1, pageCount: 1 };
}

describe("showPendingEdits", () => {
  it("shows a waiting tutorial edit in the saved details and in the saved lists holding the tutorial", async () => {
    const client = new QueryClient();
    const [mine, other] = [tutorial(1), tutorial(2)];
    const body = { image: mine.image, language: "Swahili", price: 23.5, description: "Edited offline." };
    const saved = { updatedAt: SAVED_AT };
    client.setQueryData(tutorialKeys.detail(mine._id), mine, saved);
    client.setQueryData(tutorialKeys.list({ userId: UID, page: 1 }), page([other, mine]), saved);
    const without = page([other]);
    client.setQueryData(tutorialKeys.list({ page: 1 }), without, saved);
    // Fetched from the server since the page started: the server's word, left alone.
    const fetched = page([mine]);
    client.setQueryData(tutorialKeys.list({ language: "English", page: 1 }), fetched);
    await enqueue({ uid: UID, ...outboxInput("tutorial-update", { id: mine._id, body }) });

    await showPendingEdits(client, STARTED_AT);

    expect(client.getQueryData(tutorialKeys.detail(mine._id))).toEqual({ ...mine, ...body });
    expect(client.getQueryData<TutorialsPage>(tutorialKeys.list({ userId: UID, page: 1 }))?.items).toEqual([
      other,
      { ...mine, ...body },
    ]);
    expect(client.getQueryData(tutorialKeys.list({ page: 1 }))).toBe(without);
    expect(client.getQueryState(tutorialKeys.list({ page: 1 }))?.dataUpdatedAt).toBe(SAVED_AT);
    expect(client.getQueryData(tutorialKeys.list({ language: "English", page: 1 }))).toBe(fetched);
  });

  it("shows waiting profile writes in order on the saved profile; an entry the saved copy has already, once; refused ones not", async () => {
    const client = new QueryClient();
    const school = {
      _id: "6f1c1a34-3b1c-4c55-9a3f-1b8d4c1e2a01",
      degree: "BA",
      school: "Dhaka",
      year: "2019",
    };
    const base: Profile = {
      uid: UID,
      name: "Amina Rahman",
      headline: "",
      location: "",
      email: "amina@tutornest.example",
      bio: "",
      skills: ["English"],
      avatar: "",
      banner: "",
      education: [school],
      experience: [],
    };
    // Built by each kind's own definition, as the hooks build them.
    const write = <K extends WriteKindName>(kind: K, input: InputOf<K>) =>
      enqueue({ uid: UID, ...outboxInput(kind, input) });
    await write("profile-field", { uid: UID, field: "headline", value: "First" });
    await write("profile-field", { uid: UID, field: "headline", value: "IELTS coach" });
    await write("skill-add", { uid: UID, skill: "Chess" });
    await write("skill-remove", { uid: UID, skill: "English" });
    const added = await write("education-add", {
      uid: UID,
      entry: { degree: "MA", school: "", year: "2022" },
    });
    await write("education-update", { uid: UID, entryId: school._id, patch: { year: "2020" } });
    const refused = await write("profile-field", { uid: UID, field: "bio", value: "Refused" });
    await update(refused.id, { state: "failed", error: "No", status: 400 });
    const entry = { _id: added.id, degree: "MA", school: "", year: "2022" };
    // The saved copy already shows the added entry (saved after that write, before the others).
    client.setQueryData(
      profileKeys.detail(UID),
      { ...base, education: [school, entry] },
      { updatedAt: SAVED_AT },
    );
    client.setQueryData(profileKeys.saved(UID), base, { updatedAt: SAVED_AT });

    await showPendingEdits(client, STARTED_AT);

    const expected: Profile = {
      ...base,
      headline: "IELTS coach",
      skills: ["Chess"],
      education: [{ ...school, year: "2020" }, entry],
    };
    expect(client.getQueryData(profileKeys.detail(UID))).toEqual(expected);
    expect(client.getQueryData(profileKeys.saved(UID))).toEqual(expected);
  });
});
