import { type Availability, availabilitySchema } from "../../contract/index.js";
import { apiPath } from "./api-path.js";
import { defineWrite } from "./write-kind.js";

export type AvailabilityInput = { uid: string; body: Availability };

export const availabilityWrites = {
  /**
   * PUT /tutors/{uid}/availability: the whole calendar at once, so a replay (or a repeat) leaves
   * the same result (docs/product.md, Availability). The Availability screen reads a waiting one
   * back from the outbox to show it instead of the saved copy.
   */
  "availability-update": defineWrite({
    method: "PUT",
    path: ({ uid }: AvailabilityInput) => apiPath("tutors", uid, "availability"),
    body: ({ body }) => body,
    bodySchema: availabilitySchema,
    answer: availabilitySchema,
    summary: () => "Save your availability",
    pending: { on: "outbox" },
    touches: ["lessons"],
  }),
};
