ALTER TABLE "bonus_campaigns" ADD COLUMN "claim_limit" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "claim_period" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD COLUMN "claim_slot" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_claim_slot_key" ON "bonus_grants" USING btree ("user_id","campaign_id","claim_period","claim_slot") WHERE "bonus_grants"."claim_slot" is not null;--> statement-breakpoint
-- The seeded COMET50 promises "once per player per week": databases seeded before the limit existed get it too (the
-- column is new, so no operator has set it yet).
UPDATE "bonus_campaigns" SET "claim_limit" = '{"count":1,"period":"week"}'::jsonb WHERE "code" = 'COMET50' AND "claim_limit" IS NULL;
