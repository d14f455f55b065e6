CREATE TABLE "table_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"table_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"positions" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"stake_bonus" bigint NOT NULL,
	"win" bigint,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "table_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"table_id" text NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"pocket" integer,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "table_bets" ADD CONSTRAINT "table_bets_round_id_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."table_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bets" ADD CONSTRAINT "table_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_bets_round" ON "table_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "table_bets_player" ON "table_bets" USING btree ("user_id","table_id");--> statement-breakpoint
CREATE UNIQUE INDEX "table_rounds_number" ON "table_rounds" USING btree ("table_id","number");--> statement-breakpoint
CREATE INDEX "table_rounds_status" ON "table_rounds" USING btree ("table_id","status");