-- The talents directory's searchable text: name, bio and skills, lower-cased and without accents.
-- array_to_string is only STABLE; this wrapper is IMMUTABLE so a trigram index can back it.
CREATE OR REPLACE FUNCTION f_talent_search(full_name text, bio text, skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.f_unaccent(lower(coalesce(full_name, '') || ' ' || coalesce(bio, '') || ' ' || coalesce(array_to_string(skills, ' '), ''))) $$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_talent_search(full_name, bio, skills)) STORED;--> statement-breakpoint
CREATE INDEX "users_talent_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "users"."role" = 'user' AND "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_skills_gin_idx" ON "users" USING gin ("skills") WHERE "users"."role" = 'user' AND "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_profession_trgm_idx" ON "users" USING gin (f_unaccent(lower(coalesce("profession", ''))) gin_trgm_ops) WHERE "users"."role" = 'user' AND "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_talents_created_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "users"."role" = 'user' AND "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_deleted_at_idx" ON "users" USING btree ("deleted_at") WHERE "users"."deleted_at" IS NOT NULL;