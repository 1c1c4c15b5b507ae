-- The project list's search (spec 2 §2): title, description and tags, lower-cased and without accents.
-- array_to_string is only STABLE; this wrapper is IMMUTABLE so a trigram index can back it.
CREATE OR REPLACE FUNCTION f_project_search(title text, description text, tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.f_unaccent(lower(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(array_to_string(tags, ' '), ''))) $$;
--> statement-breakpoint
-- The list's filters as array keys: category, status and recruiting (at least one required role and a
-- status other than 'terminé' and 'en pause', spec 2 §4), so one GIN index answers a search with filters.
CREATE OR REPLACE FUNCTION f_project_facets(category text, status text, required_roles text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY['c:' || category, 's:' || status, CASE WHEN cardinality(required_roles) > 0 AND status NOT IN ('terminé', 'en pause') THEN 'r:oui' ELSE 'r:non' END] $$;
--> statement-breakpoint
DROP INDEX "projects_created_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_project_search(title, description, tags)) STORED;--> statement-breakpoint
CREATE INDEX "projects_created_id_idx" ON "projects" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin (f_project_facets("category", "status", "required_roles"),"search_text" gin_trgm_ops) WITH (fastupdate=false);
