CREATE TABLE "sports_stake_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"factor_pct" integer NOT NULL,
	"set_by" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "trader_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "margin" double precision;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "trader_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_stake_factors" ADD CONSTRAINT "sports_stake_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_transfers_created_idx" ON "wallet_transfers" USING btree ("created_at");