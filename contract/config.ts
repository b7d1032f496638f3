import { z } from "zod";

/** GET /config: what the PWA needs at run time to reach the identity provider. */
export const clientConfigSchema = z.object({
  firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string() }),
  authEmulatorUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
