-- Two-factor sign-in (issue 29): better-auth's twoFactor plugin. The member's flag, and one row per member
-- who set up an authenticator app: the encrypted TOTP secret, the encrypted recovery codes, whether the
-- first code confirmed it, the plugin's lock after repeated failures, and the last time step a code was
-- accepted (ours: a code is refused the second time, auth/totp-replay.ts).
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX "two_factors_user_idx" ON "two_factors" USING btree ("user_id");
