import type { Insertable, Selectable, Updateable } from "kysely";
import type { Education, EducationInput, Experience, ExperienceInput } from "../../contract/index.js";
import type { Db } from "../db/connect.js";
import type { Database, EducationTable, ExperienceTable } from "../db/schema.js";

export type EntryTable = "education" | "experience";

/** How one kind of profile entry is stored: its table, and how a row is read and written. */
export interface EntryKind<T extends EntryTable, Entry, Input> {
  readonly table: T;
  readonly toEntry: (row: Selectable<Database[T]>) => Entry;
  readonly toRow: (uid: string, input: Input) => Insertable<Database[T]>;
}

/**
 * Kysely cannot resolve a query over a table named by a type parameter, so the shared queries
 * name the union of both tables, whose rows it types as holding every column of both. Each
 * kind's functions accept that row (they read only their own columns) and give rows of their
 * own table only, so no kind can read or write the other's columns.
 */
type EitherRow = Selectable<EducationTable> & Selectable<ExperienceTable>;
/** An entry's writable columns: a kind's input is one of these, so a PATCH of it is too. */
export type EntryColumns = Updateable<EducationTable> | Updateable<ExperienceTable>;
export interface StoredEntryKind<Entry, Input extends EntryColumns> {
  readonly table: EntryTable;
  readonly toEntry: (row: EitherRow) => Entry;
  readonly toRow: (uid: string, input: Input) => Insertable<EducationTable> | Insertable<ExperienceTable>;
}

export const educationEntries: EntryKind<"education", Education, EducationInput> = {
  table: "education",
  toEntry: (r) => ({ _id: r.id, degree: r.degree, school: r.school, year: r.year }),
  toRow: (uid, e) => ({ uid, degree: e.degree, school: e.school, year: e.year }),
};

export const experienceEntries: EntryKind<"experience", Experience, ExperienceInput> = {
  table: "experience",
  toEntry: (r) => ({
    _id: r.id,
    role: r.role,
    company: r.company,
    duration: r.duration,
    description: r.description,
  }),
  toRow: (uid, e) => ({
    uid,
    role: e.role,
    company: e.company,
    duration: e.duration,
    description: e.description,
  }),
};

/** A profile's entries of one kind, in the order they were added. */
export function listEntries<Entry, Input extends EntryColumns>(
  db: Db,
  kind: StoredEntryKind<Entry, Input>,
  uid: string,
) {
  return db
    .selectFrom(kind.table)
    .selectAll()
    .where("uid", "=", uid)
    .orderBy("position")
    .execute()
    .then((rows) => rows.map(kind.toEntry));
}

/** Adds one entry at the end (`position` is a sequence, so rows follow the order of inserts); its id. */
export async function insertEntry<Entry, Input extends EntryColumns>(
  db: Db,
  kind: StoredEntryKind<Entry, Input>,
  uid: string,
  input: Input,
): Promise<string> {
  const row = await db
    .insertInto(kind.table)
    .values(kind.toRow(uid, input))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One entry by its id. */
export function findEntry<Entry, Input extends EntryColumns>(
  db: Db,
  kind: StoredEntryKind<Entry, Input>,
  id: string,
) {
  return db
    .selectFrom(kind.table)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow()
    .then(kind.toEntry);
}
