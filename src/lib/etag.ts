/**
 * A read's data with the ETag the server answered it with: an edit made from it sends that back
 * as If-Match, so that it never overwrites a newer version silently (docs/decisions.md, Edits
 * that never overwrite silently). Kept in the query cache (and saved with it) beside the fields.
 */
export type Tagged<T> = T & { etag?: string };

export function tagged<T extends object>(data: T, etag: string | null | undefined): Tagged<T> {
  return etag ? { ...data, etag } : data;
}
