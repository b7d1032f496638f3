-- Narrower copies of uploaded images, in WebP and AVIF (docs/decisions.md, "Image widths and
-- formats"): made from the original in `images` the first time one is asked for, written once and
-- never changed. Only the widths and formats the app asks for can exist, so requests cannot make
-- the table grow beyond six rows per image.
CREATE TABLE image_variants (
  source text NOT NULL REFERENCES images (name),
  width integer NOT NULL CHECK (width IN (320, 640, 1280)),
  format text NOT NULL CHECK (format IN ('webp', 'avif')),
  bytes bytea NOT NULL,
  size integer NOT NULL CHECK (size = octet_length(bytes)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source, width, format)
);
-- Compressed already, like the originals: out of line, not compressed again.
ALTER TABLE image_variants ALTER COLUMN bytes SET STORAGE EXTERNAL;
