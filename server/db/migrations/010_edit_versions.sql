-- Edits that never overwrite silently (docs/decisions.md): a version per tutorial and per profile,
-- bumped by every change of the person's own fields and served as the ETag. An edit sent with
-- If-Match changes the row only while the version is still the one it was made on
-- (UPDATE … WHERE version = $expected). A review count does not bump a tutorial's version: another
-- person's review is no reason to refuse its owner's edit.
ALTER TABLE tutorials ADD COLUMN version integer NOT NULL DEFAULT 0;
ALTER TABLE profiles ADD COLUMN version integer NOT NULL DEFAULT 0;
