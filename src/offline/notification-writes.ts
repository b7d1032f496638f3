import { markReadBodySchema, markReadResponseSchema } from "../../contract/index.js";
import { defineWrite } from "./write-kind.js";

export const notificationWrites = {
  /** POST /notifications/read: the bell's "Mark all as read" (docs/product.md, Lessons (tutor)). */
  "notifications-read": defineWrite({
    method: "POST",
    path: () => "/api/notifications/read",
    body: (_input: { all: true }) => ({ all: true as const }),
    bodySchema: markReadBodySchema,
    answer: markReadResponseSchema,
    summary: () => "Mark notifications as read",
    pending: { on: "outbox" },
    touches: ["notifications"],
  }),
};
