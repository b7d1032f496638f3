import type { z } from "zod";
import type { Profile, Tutorial } from "../../contract/index.js";
import type { OutboxItem, OutboxMeta, OutboxMethod } from "./outbox-store.js";

/** The cached data a write changes: refreshed when it ends, sent or refused (a refusal so undoes its pending view). */
export type WriteTopic =
  | "bookings"
  | "stats"
  | "tutorials"
  | "profile"
  | "lessons"
  | "notifications"
  | "favourites"
  | "reviews"
  | "messages";

/** How a queued write shows on screen until the server has it. */
export type PendingView<Body> =
  /** Screens read it from the outbox themselves (a pending booking card, a pending +1). */
  | { on: "outbox" }
  /** Applied to the cached tutorial named in the item's meta, and to every list holding it. */
  | { on: "tutorial"; apply(tutorial: Tutorial, body: Body): Tutorial }
  /** Applied to its maker's cached profile. */
  | { on: "profile"; apply(profile: Profile, body: Body, item: OutboxItem): Profile };

/** One kind of queued write: how it is sent, how its answer is read, how it shows while it waits. */
export interface WriteKindDefinition<Input, Schema extends z.ZodType, Answer> {
  method: OutboxMethod;
  /** Same-origin API path, e.g. "/api/bookings". */
  path(input: Input): string;
  body(input: Input): z.input<Schema>;
  /** The body the server reads, also to read a stored item back for its pending view. */
  bodySchema: Schema;
  /** How the server's answer is read. */
  answer: z.ZodType<Answer>;
  /** The line shown in Pending changes, e.g. "Book English with Amina Rahman". */
  summary(input: Input): string;
  meta?(input: Input): OutboxMeta;
  /**
   * An edit that must not overwrite a newer version: what it edits, and the ETag it was made on
   * (sent as If-Match; none: the edit applies whatever the version).
   */
  version?: { resource(input: Input): string; etag(input: Input): string | undefined };
  pending: PendingView<z.output<Schema>>;
  touches: readonly WriteTopic[];
  /**
   * What the server's refusal (status and text) means for the person, when a kind says more than
   * the server's text: shown in the 'Not sent' message of a write refused on replay.
   */
  refusal?(status: number, error: string): string;
  /**
   * A refusal stays in the outbox, marked not sent, even when the screen that made it was waiting
   * for the answer: the screen shows it where it was written, with its reason and 'Try again' /
   * 'Delete' (a message in its conversation). Otherwise the waiting screen says it and it goes.
   */
  keepRefused?: true;
}

/** A kind with its pending view over any stored item (the body read back with its schema). */
export interface WriteKind<Input, Answer>
  extends Omit<WriteKindDefinition<Input, z.ZodType, Answer>, "pending" | "body"> {
  body(input: Input): unknown;
  view: ErasedView;
}

export type ErasedView =
  | { on: "outbox" }
  | { on: "tutorial"; apply(tutorial: Tutorial, item: OutboxItem): Tutorial }
  | { on: "profile"; apply(profile: Profile, item: OutboxItem): Profile };

function eraseView<Schema extends z.ZodType>(
  view: PendingView<z.output<Schema>>,
  schema: Schema,
): ErasedView {
  if (view.on === "outbox") return view;
  if (view.on === "tutorial") {
    return {
      on: "tutorial",
      apply: (tutorial, item) => {
        const body = schema.safeParse(item.body);
        return body.success ? view.apply(tutorial, body.data) : tutorial;
      },
    };
  }
  return {
    on: "profile",
    apply: (profile, item) => {
      const body = schema.safeParse(item.body);
      return body.success ? view.apply(profile, body.data, item) : profile;
    },
  };
}

export function defineWrite<Input, Schema extends z.ZodType, Answer>(
  definition: WriteKindDefinition<Input, Schema, Answer>,
): WriteKind<Input, Answer> {
  const { pending, ...rest } = definition;
  return { ...rest, view: eraseView(pending, definition.bodySchema) };
}
