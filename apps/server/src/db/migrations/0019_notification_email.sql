-- Notification e-mails (issue 30): what each notification is about (its e-mail's subject), each member's
-- e-mail preferences and where their summaries stand, and the one e-mail per conversation rule.
ALTER TABLE "notifications" ADD COLUMN "kind" text;
--> statement-breakpoint
CREATE TABLE "notification_email_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"messages" text DEFAULT 'immédiat' NOT NULL,
	"connections" text DEFAULT 'immédiat' NOT NULL,
	"projects" text DEFAULT 'quotidien' NOT NULL,
	"tasks" text DEFAULT 'quotidien' NOT NULL,
	"magazine" text DEFAULT 'hebdomadaire' NOT NULL,
	"daily_digest_until" timestamp with time zone,
	"weekly_digest_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_email_preferences" ADD CONSTRAINT "notification_email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "conversation_mail_notices" (
	"receiver_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"mailed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversation_mail_notices_receiver_id_sender_id_pk" PRIMARY KEY("receiver_id","sender_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_mail_notices" ADD CONSTRAINT "conversation_mail_notices_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "conversation_mail_notices" ADD CONSTRAINT "conversation_mail_notices_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
