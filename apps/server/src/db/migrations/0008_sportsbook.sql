CREATE SEQUENCE "public"."sports_stream_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sports_bet_legs" (
	"bet_id" uuid NOT NULL,
	"leg_no" integer NOT NULL,
	"selection_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"odds_milli" integer NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "sports_bet_legs_bet_id_leg_no_pk" PRIMARY KEY("bet_id","leg_no")
);
--> statement-breakpoint
CREATE TABLE "sports_bet_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"currency" text NOT NULL,
	"initial_stake" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"stake_bonus" bigint DEFAULT 0 NOT NULL,
	"odds_milli" bigint,
	"system_size" integer,
	"system_lines" integer,
	"potential_return" bigint NOT NULL,
	"settled_return" bigint DEFAULT 0 NOT NULL,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"settlements" integer DEFAULT 0 NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_cash_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" uuid NOT NULL,
	"stake" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_competitions" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_ref" text NOT NULL,
	"sport" text NOT NULL,
	"competition_id" text NOT NULL,
	"home_team_id" uuid,
	"away_team_id" uuid,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"model" jsonb NOT NULL,
	"seed" text NOT NULL,
	"live" jsonb,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_feed_lease" (
	"id" integer PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"line" double precision,
	"in_play" boolean NOT NULL,
	"status" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"key" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"probability" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"outcome" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"entitled" bigint NOT NULL,
	"delta" bigint NOT NULL,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"competition_id" text NOT NULL,
	"name" text NOT NULL,
	"ratings" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_slips" ADD CONSTRAINT "sports_bet_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_slip_id_sports_bet_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."sports_bet_slips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_cash_outs" ADD CONSTRAINT "sports_cash_outs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_competition_id_sports_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sports_competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_home_team_id_sports_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."sports_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_away_team_id_sports_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."sports_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_selections" ADD CONSTRAINT "sports_selections_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_settlements" ADD CONSTRAINT "sports_settlements_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_teams" ADD CONSTRAINT "sports_teams_competition_id_sports_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sports_competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_event" ON "sports_bet_legs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bet_slips_key" ON "sports_bet_slips" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sports_bets_user_time" ON "sports_bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_bets_slip" ON "sports_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE INDEX "sports_cash_outs_bet" ON "sports_cash_outs" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_feed_ref" ON "sports_events" USING btree ("feed_ref");--> statement-breakpoint
CREATE INDEX "sports_events_status_start" ON "sports_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "sports_events_competition" ON "sports_events" USING btree ("competition_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_markets_event_key" ON "sports_markets" USING btree ("event_id","in_play","key");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_selections_market_key" ON "sports_selections" USING btree ("market_id","key");--> statement-breakpoint
CREATE INDEX "sports_selections_event" ON "sports_selections" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_settlements_number" ON "sports_settlements" USING btree ("bet_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_teams_name" ON "sports_teams" USING btree ("competition_id","name");