-- Blocking and message requests (issue 31, parts 1 and 2).
-- A block: blocker_id no longer wants anything to do with blocked_id. "Is there a block between A and B" reads
-- the primary key (blocker, blocked) for one direction and blocks_blocked_blocker_idx for the other.
CREATE TABLE "blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "blocks_blocked_blocker_idx" ON "blocks" USING btree ("blocked_id","blocker_id");
--> statement-breakpoint
-- A conversation opened by a member who is not a connection of a recipient writing to 'Mes connexions
-- uniquement': 'en attente' (the recipient's 'Demandes'), 'acceptée' (the main list), 'supprimée' (hidden from
-- the recipient until the sender writes again). cleared_at: the recipient no longer sees messages up to then.
CREATE TABLE "message_requests" (
	"recipient_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"status" text DEFAULT 'en attente' NOT NULL,
	"cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_requests_pkey" PRIMARY KEY("recipient_id","sender_id"),
	CONSTRAINT "message_requests_not_self" CHECK ("message_requests"."recipient_id" <> "message_requests"."sender_id")
);
--> statement-breakpoint
ALTER TABLE "message_requests" ADD CONSTRAINT "message_requests_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_requests" ADD CONSTRAINT "message_requests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "message_requests_sender_idx" ON "message_requests" USING btree ("sender_id");
--> statement-breakpoint
-- 'Qui peut m'écrire': 'tout le monde' (spec 1, the default) or 'connexions'.
ALTER TABLE "users" ADD COLUMN "message_policy" text DEFAULT 'tout le monde' NOT NULL;
