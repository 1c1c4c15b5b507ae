-- A notification names the member it is about (issue 29): while that account is deleted (its 30-day
-- grace period) the name shows as 'Utilisateur supprimé', and the purge removes the notification with it.
ALTER TABLE "notifications" ADD COLUMN "actor_id" uuid REFERENCES "users"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_name" text;
--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" ("actor_id") WHERE "actor_id" IS NOT NULL;
--> statement-breakpoint
-- Message and connection notices are about their related member (the sender, the requester).
UPDATE "notifications" AS n SET "actor_id" = u."id", "actor_name" = u."full_name"
FROM "users" AS u
WHERE n."type" IN ('message', 'connection') AND u."id" = n."related_id";
