ALTER TABLE "bonus_grants" ADD COLUMN "once_per_player" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "operator_key" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "min_stake" bigint DEFAULT 50 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_once_key" ON "bonus_grants" USING btree ("user_id","campaign_id") WHERE "bonus_grants"."once_per_player";--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_operator_key" ON "bonus_grants" USING btree ("user_id","operator_key") WHERE "bonus_grants"."operator_key" is not null;