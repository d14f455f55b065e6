ALTER TABLE "payment_transactions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "psp_sandbox_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- Deposits started before sessions expired get the default session (30 minutes); those never paid in it expire now.
UPDATE "payment_transactions" SET "expires_at" = "created_at" + interval '30 minutes' WHERE "type" = 'deposit';--> statement-breakpoint
UPDATE "payment_transactions" SET "state" = 'EXPIRED', "completed_at" = "expires_at", "updated_at" = now()
  WHERE "type" = 'deposit' AND "state" = 'PENDING' AND "expires_at" <= now();
