-- The one search's first page (issue 33): each group walks its newest rows through one GIN index holding both
-- the document and the order's key (btree_gin), so "matches among the N newest" reads the index, not N rows.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_document_idx";
--> statement-breakpoint
CREATE INDEX "users_search_document_idx" ON "users" USING gin ("search_document", "created_at") WHERE "users"."role" = 'user' AND "users"."deleted_at" IS NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "projects_search_document_idx";
--> statement-breakpoint
CREATE INDEX "projects_search_document_idx" ON "projects" USING gin ("search_document", "created_at");
--> statement-breakpoint
DROP INDEX IF EXISTS "news_search_vector_idx";
--> statement-breakpoint
CREATE INDEX "news_search_vector_idx" ON "news" USING gin ("search_vector", (coalesce("publish_date", "created_at")));
--> statement-breakpoint
DROP INDEX IF EXISTS "projects_influencer_search_idx";
--> statement-breakpoint
CREATE INDEX "projects_influencer_search_idx" ON "projects" USING gin ("search_document", "created_at") WHERE "category" = 'Influenceur' OR "required_roles" && ARRAY['Agent / Manager', 'Monteur vidéo', 'Community Manager', 'Graphiste / Designer', 'Rédacteur / Copywriter', 'Photographe', 'Cadreur / Vidéaste', 'Ingénieur son', 'Développeur web', 'Social Media Manager', 'Assistant personnel', 'Comptable / Gestionnaire', 'Juriste / Avocat', 'Coach / Consultant', 'Traducteur', 'Animateur / Co-host', 'Technicien streaming', 'Modérateur communauté', 'Analyste données', 'Responsable partenariats']::text[];
