-- Credits, the filmography of a member (issue 33).
CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"link" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credits_user_year_idx" ON "credits" USING btree ("user_id","year" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "credits_user_project_idx" ON "credits" USING btree ("user_id","project_id") WHERE "credits"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "credits_project_idx" ON "credits" USING btree ("project_id");
