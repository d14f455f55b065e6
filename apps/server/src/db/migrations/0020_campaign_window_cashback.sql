CREATE TABLE "bonus_cashback_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"amount" bigint,
	"grant_id" uuid,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "game_slugs" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "available_days" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "available_from" text;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "available_until" text;--> statement-breakpoint
ALTER TABLE "bonus_cashback_weeks" ADD CONSTRAINT "bonus_cashback_weeks_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_cashback_weeks" ADD CONSTRAINT "bonus_cashback_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_cashback_weeks_key" ON "bonus_cashback_weeks" USING btree ("campaign_id","user_id","week_start");--> statement-breakpoint
CREATE INDEX "bonus_cashback_weeks_open_idx" ON "bonus_cashback_weeks" USING btree ("week_start") WHERE "bonus_cashback_weeks"."status" = 'open';--> statement-breakpoint
-- The seeded Friday reload was claimable any day (issue 17); installations seeded before the window existed get it.
UPDATE "bonus_campaigns" SET "available_days" = '[5]'::jsonb WHERE "code" = 'RELOAD50' AND "available_days" IS NULL;
