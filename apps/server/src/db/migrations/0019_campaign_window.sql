ALTER TABLE "bonus_campaigns" ADD COLUMN "available_days" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "available_from" text;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "available_until" text;--> statement-breakpoint
-- The seeded Friday reload was claimable any day (issue 17); installations seeded before the window existed get it.
UPDATE "bonus_campaigns" SET "available_days" = '[5]'::jsonb WHERE "code" = 'RELOAD50' AND "available_days" IS NULL;
