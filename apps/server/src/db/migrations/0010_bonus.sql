CREATE TABLE "bonus_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"texts" jsonb NOT NULL,
	"url" text,
	"assets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"selectable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"eligibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"percentage" integer,
	"max_bonus" bigint,
	"min_deposit" bigint,
	"qualifying_min_odds" integer,
	"amount" bigint,
	"spins" integer,
	"game_slug" text,
	"free_bet_min_odds" integer,
	"wagering_multiplier" integer DEFAULT 0 NOT NULL,
	"wagering_base" text DEFAULT 'bonus' NOT NULL,
	"contributions" jsonb NOT NULL,
	"sports_min_odds" integer,
	"max_bet" bigint,
	"max_conversion" bigint,
	"validity_days" integer NOT NULL,
	"wagering_days" integer,
	"once_per_player" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"deposit_amount" bigint,
	"payment_id" uuid,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"required" bigint DEFAULT 0 NOT NULL,
	"spins_left" integer DEFAULT 0 NOT NULL,
	"free_bet" text,
	"converted" bigint,
	"claimed_at" timestamp with time zone NOT NULL,
	"granted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "bonus_grants_balance_nonnegative" CHECK ("bonus_grants"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_code_key" ON "bonus_campaigns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_payment_key" ON "bonus_grants" USING btree ("payment_id") WHERE "bonus_grants"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_open_key" ON "bonus_grants" USING btree ("user_id","campaign_id") WHERE "bonus_grants"."status" in ('pending', 'active');