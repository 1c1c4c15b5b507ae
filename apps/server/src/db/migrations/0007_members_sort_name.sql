-- Lists by name sort the French way (accents and case folded, then the name itself), in byte order ("C") so
-- PGlite and PostgreSQL agree whatever the database's collation; f_unaccent is the IMMUTABLE wrapper of 0001.
DROP INDEX "users_full_name_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (f_unaccent(lower(full_name))) STORED;--> statement-breakpoint
CREATE INDEX "users_sort_name_idx" ON "users" USING btree ("sort_name" collate "C","full_name" collate "C","id");