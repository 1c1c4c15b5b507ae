-- One search for everything (issue 33): French full-text documents (stemming, accents ignored through
-- f_unaccent, which also makes typographic apostrophes straight) behind expression GIN indexes.
-- A talent's document: name, profession, city, skills and bio. IMMUTABLE (array_to_string alone is STABLE).
CREATE OR REPLACE FUNCTION f_member_document(full_name text, profession text, location text, bio text, skills text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('french'::regconfig, public.f_unaccent(coalesce(full_name, '') || ' ' || coalesce(profession, '') || ' ' || coalesce(location, '') || ' ' || coalesce(array_to_string(skills, ' '), '') || ' ' || coalesce(bio, ''))) $$;
--> statement-breakpoint
-- A credit's document: its title and role.
CREATE OR REPLACE FUNCTION f_credit_document(title text, role text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('french'::regconfig, public.f_unaccent(coalesce(title, '') || ' ' || coalesce(role, ''))) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_member_document_idx" ON "users" USING gin (f_member_document("full_name", "profession", "location", "bio", "skills")) WHERE "users"."role" = 'user' AND "users"."deleted_at" IS NULL;--> statement-breakpoint
-- projects.search_text is already lower-cased and without accents (title, description, tags).
CREATE INDEX IF NOT EXISTS "projects_document_idx" ON "projects" USING gin (to_tsvector('french'::regconfig, "search_text"));--> statement-breakpoint
-- Credits others may see (confirmed, declared): full-text for the search, trigrams for the talents' search.
CREATE INDEX IF NOT EXISTS "credits_document_idx" ON "credits" USING gin (f_credit_document("title", "role")) WHERE "credits"."status" IN ('confirmé', 'déclaré');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credits_search_trgm_idx" ON "credits" USING gin (f_unaccent(lower("title" || ' ' || "role")) gin_trgm_ops) WHERE "credits"."status" IN ('confirmé', 'déclaré');
