import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import {
  type Profile,
  profileSchema,
  type Tutorial,
  tutorialSchema,
  updateProfileBodySchema,
  updateTutorialBodySchema,
} from "../../../contract/index.js";
import { formatPrice } from "../../i18n/format.js";
import { api } from "../../lib/api-client.js";
import { type Tagged, tagged } from "../../lib/etag.js";
import { profileKeys, tutorialKeys } from "../../lib/query-keys.js";
import { discard, type OutboxItem, resend, writeKinds } from "../../offline/index.js";
import { rootOf } from "./query-roots.js";
import { refillEditForms } from "./refill.js";
import { runOutbox } from "./runtime.js";

/**
 * An edit in conflict (docs/product.md, Offline, "Edits that never overwrite silently"): what the
 * person queued beside what the server holds now, and the three ways out.
 */
export const CONFLICT_TEXTS = {
  title: msg`Changed elsewhere`,
  text: msg`While you were editing, this was changed on another device or screen. Nothing was overwritten. Which version do you keep?`,
  yours: msg`Yours`,
  theirs: msg`Saved now`,
  differs: msg`Different`,
  keepMine: msg`Keep mine`,
  keepServers: msg`Keep the server's`,
  edit: msg`Edit`,
  later: msg`Decide later`,
  loading: msg`Loading the saved version…`,
  loadFailed: msg`Could not load the saved version. Check your connection and try again.`,
  retry: msg`Try again`,
  both: msg`Both versions`,
} as const;

export interface ConflictRow {
  /** The field's name, in the screen's language. */
  label: string;
  mine: string;
  theirs: string;
  /** Pictures are shown, not spelled out. */
  picture?: true;
}

/** What the item edits, as the server holds it now, with its ETag. */
export type ServerCopy =
  | { on: "tutorial"; id: string; value: Tagged<Tutorial>; etag: string }
  | { on: "profile"; uid: string; value: Tagged<Profile>; etag: string };

const lines = (values: string[]) => values.filter(Boolean).join("\n");

/** GET what the item edits, with its ETag (the version "Keep mine" is then sent on). */
export async function fetchServerCopy(item: OutboxItem, signal?: AbortSignal): Promise<ServerCopy> {
  if (item.kind === "tutorial-update") {
    const id = String(item.meta?.tutorialId ?? "");
    const response = await api.get(`tutorials/${encodeURIComponent(id)}`, { signal });
    const etag = response.headers.get("etag") ?? "";
    return { on: "tutorial", id, value: tagged(tutorialSchema.parse(await response.json()), etag), etag };
  }
  const response = await api.get(`profile/${encodeURIComponent(item.uid)}`, { signal });
  const etag = response.headers.get("etag") ?? "";
  return {
    on: "profile",
    uid: item.uid,
    value: tagged(profileSchema.parse(await response.json()), etag),
    etag,
  };
}

/** The names of the fields a conflict shows. */
const LABELS = {
  language: msg`Language`,
  price: msg`Price`,
  description: msg`Description`,
  picture: msg`Picture`,
  name: msg`Name`,
  headline: msg`Headline`,
  location: msg`Location`,
  bio: msg`About`,
  email: msg`Email`,
  skills: msg`Skills`,
  education: msg`Education`,
  experience: msg`Experience`,
  photo: msg`Photo`,
} as const;

const PROFILE_FIELDS: Record<string, MessageDescriptor> = {
  name: LABELS.name,
  headline: LABELS.headline,
  location: LABELS.location,
  bio: LABELS.bio,
  email: LABELS.email,
};

/** Both versions, field by field, of what the person edited, named in the screen's language. */
export function conflictRows(item: OutboxItem, server: ServerCopy, i18n: I18n): ConflictRow[] {
  const label = (name: MessageDescriptor) => i18n._(name);
  if (server.on === "tutorial") {
    const mine = updateTutorialBodySchema.safeParse(item.body);
    if (!mine.success) return [];
    const t = server.value;
    return [
      { label: label(LABELS.language), mine: mine.data.language, theirs: t.language },
      {
        label: label(LABELS.price),
        mine: formatPrice(mine.data.price, i18n),
        theirs: formatPrice(t.price, i18n),
      },
      { label: label(LABELS.description), mine: mine.data.description, theirs: t.description },
      { label: label(LABELS.picture), mine: mine.data.image, theirs: t.image, picture: true },
    ];
  }
  const p = server.value;
  if (item.kind === "profile-field") {
    const body = (item.body ?? {}) as Record<string, unknown>;
    return Object.entries(body)
      .filter(([field, value]) => field in PROFILE_FIELDS && typeof value === "string")
      .map(([field, value]) => ({
        label: PROFILE_FIELDS[field] ? label(PROFILE_FIELDS[field]) : field,
        mine: String(value),
        theirs: String(p[field as keyof Profile] ?? ""),
      }));
  }
  const mine = updateProfileBodySchema.safeParse(item.body);
  if (!mine.success) return [];
  const b = mine.data;
  return [
    { label: label(LABELS.name), mine: b.name, theirs: p.name },
    { label: label(LABELS.headline), mine: b.headline ?? "", theirs: p.headline },
    { label: label(LABELS.location), mine: b.location ?? "", theirs: p.location },
    { label: label(LABELS.bio), mine: b.bio ?? "", theirs: p.bio },
    { label: label(LABELS.skills), mine: (b.skills ?? []).join(", "), theirs: p.skills.join(", ") },
    {
      label: label(LABELS.education),
      mine: lines((b.education ?? []).map((e) => e.degree)),
      theirs: lines(p.education.map((e) => e.degree)),
    },
    {
      label: label(LABELS.experience),
      mine: lines((b.experience ?? []).map((e) => e.role)),
      theirs: lines(p.experience.map((e) => e.role)),
    },
    ...(b.avatar
      ? [{ label: label(LABELS.photo), mine: b.avatar, theirs: p.avatar, picture: true as const }]
      : []),
  ];
}

function invalidateTouched(queryClient: QueryClient, item: OutboxItem): void {
  for (const topic of writeKinds[item.kind].touches) {
    void queryClient.invalidateQueries({ queryKey: rootOf[topic] });
  }
}

/** Puts `value` where the screens read what the item edits. */
function putInCache(queryClient: QueryClient, server: ServerCopy, value: ServerCopy["value"]): void {
  if (server.on === "tutorial") queryClient.setQueryData(tutorialKeys.detail(server.id), value);
  else {
    queryClient.setQueryData(profileKeys.detail(server.uid), value);
    queryClient.setQueryData(profileKeys.saved(server.uid), value);
  }
}

/** 'Keep mine': the queued edit is sent again, now on the version the server holds. */
export async function keepMine(item: OutboxItem, server: ServerCopy): Promise<void> {
  await resend(item.id, server.etag);
  runOutbox();
}

/** 'Keep the server's': the queued edit goes; the screens show the server's version. */
export async function keepServers(
  queryClient: QueryClient,
  item: OutboxItem,
  server: ServerCopy,
): Promise<void> {
  await discard(item.id);
  putInCache(queryClient, server, server.value);
  invalidateTouched(queryClient, item);
}

/**
 * 'Edit': the queued edit goes and its edit screen opens filled with the person's version, on
 * the server's (its ETag): saving it is an edit of what the server holds now. Answers where to go.
 */
export async function editMine(
  queryClient: QueryClient,
  item: OutboxItem,
  server: ServerCopy,
): Promise<{ to: "/edit-tutorial/$id"; params: { id: string } } | { to: "/update-profile" }> {
  const view = writeKinds[item.kind].view;
  let value: ServerCopy["value"] = server.value;
  if (server.on === "tutorial" && view.on === "tutorial") value = view.apply(server.value, item);
  if (server.on === "profile" && view.on === "profile") value = view.apply(server.value, item);
  await discard(item.id);
  putInCache(queryClient, server, { ...value, etag: server.etag });
  refillEditForms();
  return server.on === "tutorial"
    ? { to: "/edit-tutorial/$id", params: { id: server.id } }
    : { to: "/update-profile" };
}
