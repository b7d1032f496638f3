-- Uploaded images (processed WebP), where every server instance reads them. Content-addressed:
-- the name is the SHA-256 (hex) of the bytes, written once and never changed, so a second save of
-- the same image is a no-op. Why the database, and its limits: "Images in the database" in
-- docs/decisions.md.
CREATE TABLE images (
  name text PRIMARY KEY CHECK (name ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size = octet_length(bytes)),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- WebP is compressed already: keep the bytes out of line (TOAST) without trying to compress
-- them again on every write.
ALTER TABLE images ALTER COLUMN bytes SET STORAGE EXTERNAL;
