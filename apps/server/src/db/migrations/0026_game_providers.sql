CREATE TABLE "game_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"launch_url" text NOT NULL,
	"report_url" text,
	"currencies" text[] NOT NULL,
	"countries" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"day" text NOT NULL,
	"rounds" integer NOT NULL,
	"differences" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_rounds" (
	"provider_id" text NOT NULL,
	"round_ref" text NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "provider_rounds_provider_id_round_ref_pk" PRIMARY KEY("provider_id","round_ref")
);
--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"currency" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"provider_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"round_ref" text NOT NULL,
	"state" text NOT NULL,
	"split_real" bigint DEFAULT 0 NOT NULL,
	"split_bonus" bigint DEFAULT 0 NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_provider_id_transaction_id_pk" PRIMARY KEY("provider_id","transaction_id")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "external_ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_reconciliations_day" ON "provider_reconciliations" USING btree ("provider_id","day");--> statement-breakpoint
CREATE INDEX "provider_rounds_open" ON "provider_rounds" USING btree ("status","opened_at");