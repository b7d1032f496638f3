-- GET /tutorials?q=… searches language, tutor name and description case-insensitively.
-- A trigram index on one lowered expression over the three fields (separated by the unit
-- separator, chr(31), so that a match cannot span two fields) serves `LIKE '%…%'` for the
-- page and for its exact count. At 100 000 tutorials it took the count for a term found in a
-- quarter of the rows from ~500 ms to ~50 ms on PGlite (~250 → ~25 ms on PostgreSQL), and rare
-- terms from a full scan to under 1 ms. The repository's query repeats this exact expression.
-- pg_trgm is a trusted extension (PostgreSQL ≥ 13): a database owner may create it; PGlite
-- loads it from @electric-sql/pglite/contrib (see server/db/connect.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX tutorials_search ON tutorials
  USING gin (lower(language || chr(31) || user_name || chr(31) || description) gin_trgm_ops);
