-- Talents directory: one GIN index over every filter replaces the three single-filter indexes, so a
-- search with filters intersects its keys inside one index scan (see talentFacets in schema/users.ts).
-- IF (NOT) EXISTS: a development database may hold a first draft of this migration.
DROP INDEX IF EXISTS "users_talent_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_skills_gin_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_profession_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talents_filters_idx" ON "users" USING gin ((ARRAY[' l:' || coalesce("location", ''), ' a:' || "availability_status"] || "skills"),"search_text" gin_trgm_ops,f_unaccent(lower(coalesce("profession", ''))) gin_trgm_ops) WITH (fastupdate=false) WHERE "users"."role" = 'user' AND "users"."deleted_at" IS NULL;--> statement-breakpoint
ALTER INDEX "users_talents_filters_idx" SET (fastupdate = off);