import { CompiledQuery } from "kysely";
import type { Db } from "../../server/db/connect.js";

/** One node of PostgreSQL's JSON plan, with what ANALYZE measured. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** Every node of the plan PostgreSQL runs for `query` (EXPLAIN ANALYZE), the root first. */
export async function queryPlan(
  db: Db,
  query: { compile(): { sql: string; parameters: readonly unknown[] } },
): Promise<PlanNode[]> {
  const compiled = query.compile();
  const res = await db.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
  );
  return nodes(res.rows[0]["QUERY PLAN"][0].Plan);
}

/** A plan in one line, for an assertion's message: each node's type, index, rows and loops. */
export const planLine = (all: PlanNode[]) =>
  JSON.stringify(all.map((n) => [n["Node Type"], n["Index Name"], n["Actual Rows"], n["Actual Loops"]]));
