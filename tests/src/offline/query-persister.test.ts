import { dehydrate } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../src/lib/query-client.js";
import { shouldPersistQuery } from "../../../src/lib/query-persister.js";

/** What the saved cache keeps (offline browsing: docs/decisions.md, Offline). */
describe("shouldPersistQuery", () => {
  it("keeps saved data through a refetch that failed offline, so a second offline visit still has it", async () => {
    const client = createQueryClient();
    const key = ["tutorials", "detail", "t1"];
    await client.fetchQuery({ queryKey: key, queryFn: async () => ({ _id: "t1" }) });
    await client
      .fetchQuery({
        queryKey: key,
        staleTime: 0,
        retry: false,
        queryFn: async () => {
          throw new TypeError("Failed to fetch");
        },
      })
      .catch(() => {});
    const query = client.getQueryCache().find({ queryKey: key });
    expect(query?.state.status).toBe("error");
    const saved = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery });
    expect(saved.queries.map((q) => q.state.data)).toEqual([{ _id: "t1" }]);
  });

  it("leaves out queries without data, roots that are not saved, and pages made offline from saved tutorials", async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["config"], queryFn: async () => ({ apiKey: "x" }) });
    await client.fetchQuery({
      queryKey: ["tutorials", "list", { q: "math" }],
      queryFn: async () => ({ items: [], total: 0, savedOnly: true }),
    });
    await client
      .fetchQuery({
        queryKey: ["bookings", "a@b.example"],
        retry: false,
        queryFn: async () => {
          throw new TypeError("Failed to fetch");
        },
      })
      .catch(() => {});
    expect(dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries).toEqual([]);
  });
});
