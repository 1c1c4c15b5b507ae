-- The magazine's French full-text document (spec 1 §2): accents removed, title weighted A, tags and summary B,
-- content D. IMMUTABLE so a stored generated column (news.search_vector, GIN-indexed) can use it:
-- array_to_string alone is only STABLE. Queries: search_vector @@ websearch_to_tsquery('french', f_unaccent($q)).
CREATE OR REPLACE FUNCTION f_news_search_document(title text, summary text, content text, tags text[])
  RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(array_to_string(tags, ' '), ''))), 'B')
      || setweight(to_tsvector('french'::regconfig, f_unaccent(coalesce(summary, ''))), 'B')
      || to_tsvector('french'::regconfig, f_unaccent(coalesce(content, '')))
  $$;
--> statement-breakpoint
DROP INDEX "article_comments_article_created_idx";--> statement-breakpoint
DROP INDEX "news_published_date_idx";--> statement-breakpoint
DROP INDEX "user_favorite_articles_user_created_idx";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (f_news_search_document(title, summary, content, tags)) STORED;--> statement-breakpoint
CREATE INDEX "article_comments_article_page_idx" ON "article_comments" USING btree ("article_id","created_at","id");--> statement-breakpoint
CREATE INDEX "article_comments_user_idx" ON "article_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "news_search_vector_idx" ON "news" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_feed_idx" ON "news" USING btree (coalesce("publish_date", "created_at") desc,"id" DESC NULLS FIRST) WHERE "news"."is_published" = true;--> statement-breakpoint
CREATE INDEX "news_related_idx" ON "news" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "news"."is_published" = true;--> statement-breakpoint
CREATE INDEX "user_favorite_articles_user_created_idx" ON "user_favorite_articles" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);