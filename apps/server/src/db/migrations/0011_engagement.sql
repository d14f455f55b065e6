CREATE TABLE "advent_openings" (
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"day" integer NOT NULL,
	"reward" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advent_openings_user_id_year_day_pk" PRIMARY KEY("user_id","year","day")
);
--> statement-breakpoint
CREATE TABLE "engagement_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jackpot_levels" (
	"jackpot_id" text NOT NULL,
	"level" integer NOT NULL,
	"currency" text NOT NULL,
	"value" bigint NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_levels_jackpot_id_level_currency_pk" PRIMARY KEY("jackpot_id","level","currency")
);
--> statement-breakpoint
CREATE TABLE "jackpot_wins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jackpot_id" text NOT NULL,
	"level" integer NOT NULL,
	"currency" text NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"country" text,
	"slug" text NOT NULL,
	"round_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"won_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"dedupe_key" text,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loyalty_points" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"points" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_points_source_unique" UNIQUE("source")
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"username" text NOT NULL,
	"currency" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_plays" (
	"tournament_id" text NOT NULL,
	"round_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"multiplier_bp" bigint NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_plays_tournament_id_round_id_pk" PRIMARY KEY("tournament_id","round_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"games" jsonb NOT NULL,
	"scoring" text NOT NULL,
	"entry" text NOT NULL,
	"ticket_code" text,
	"prizes" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"prize_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advent_openings" ADD CONSTRAINT "advent_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_wins" ADD CONSTRAINT "jackpot_wins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_messages" ADD CONSTRAINT "loyalty_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_plays" ADD CONSTRAINT "tournament_plays_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpot_wins_round_level" ON "jackpot_wins" USING btree ("round_id","level");--> statement-breakpoint
CREATE INDEX "jackpot_wins_time" ON "jackpot_wins" USING btree ("jackpot_id","currency","won_at");--> statement-breakpoint
CREATE INDEX "loyalty_messages_user" ON "loyalty_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_messages_dedupe" ON "loyalty_messages" USING btree ("user_id","dedupe_key") WHERE "loyalty_messages"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "loyalty_points_user" ON "loyalty_points" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournament_plays_user" ON "tournament_plays" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_day" ON "wheel_spins" USING btree ("user_id","day");