-- One search for everything (issue 33): French full-text documents (stemming, accents ignored through
-- f_unaccent, which also makes typographic apostrophes straight), stored (generated columns) so that a match
-- is never recomputed and the planner knows how common each word is, behind GIN indexes.
-- A talent's document: name, profession, city, skills and bio. IMMUTABLE (array_to_string alone is STABLE).
CREATE OR REPLACE FUNCTION f_member_document(full_name text, profession text, location text, bio text, skills text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('french'::regconfig, public.f_unaccent(coalesce(full_name, '') || ' ' || coalesce(profession, '') || ' ' || coalesce(location, '') || ' ' || coalesce(array_to_string(skills, ' '), '') || ' ' || coalesce(bio, ''))) $$;
--> statement-breakpoint
-- A project's document: title, description and tags (the list's search text, f_project_search).
CREATE OR REPLACE FUNCTION f_project_document(title text, description text, tags text[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('french'::regconfig, public.f_project_search(title, description, tags)) $$;
--> statement-breakpoint
-- A credit's document: its title and role.
CREATE OR REPLACE FUNCTION f_credit_document(title text, role text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_tsvector('french'::regconfig, public.f_unaccent(coalesce(title, '') || ' ' || coalesce(role, ''))) $$;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (f_member_document(full_name, profession, location, bio, skills)) STORED;--> statement-breakpoint
CREATE INDEX "users_search_document_idx" ON "users" USING gin ("search_document") WHERE "users"."role" = 'user' AND "users"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (f_project_document(title, description, tags)) STORED;--> statement-breakpoint
CREATE INDEX "projects_search_document_idx" ON "projects" USING gin ("search_document");--> statement-breakpoint
-- Credits others may see (confirmed, declared): full-text for the search, trigrams for the talents' search.
CREATE INDEX "credits_document_idx" ON "credits" USING gin (f_credit_document("title", "role")) WHERE "credits"."status" IN ('confirmé', 'déclaré');--> statement-breakpoint
CREATE INDEX "credits_search_trgm_idx" ON "credits" USING gin (f_unaccent(lower("title" || ' ' || "role")) gin_trgm_ops) WHERE "credits"."status" IN ('confirmé', 'déclaré');
