CREATE TABLE "casino_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_favourites" (
	"user_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_favourites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "casino_game_groups" (
	"group_id" text NOT NULL,
	"game_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "casino_game_groups_group_id_game_id_pk" PRIMARY KEY("group_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "casino_games" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"vendor_id" text NOT NULL,
	"sub_vendor_id" text,
	"category_id" text,
	"thumbnails" jsonb NOT NULL,
	"has_fun_mode" boolean DEFAULT false NOT NULL,
	"rtp" double precision,
	"volatility" text,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"platforms" text[] DEFAULT ARRAY['PC','Android']::text[] NOT NULL,
	"restricted_countries" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"launch_url" text,
	"jackpot" boolean DEFAULT false NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "casino_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"flags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"parent_id" text,
	"category_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_vendors" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"logo" text,
	"parent_id" text,
	CONSTRAINT "casino_vendors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "game_revealed_seeds" (
	"server_seed_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"rounds" integer NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_round_id" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"stake" bigint NOT NULL,
	"stake_bonus" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"bet" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint,
	"username" text NOT NULL,
	"country" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_seeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_seeds" ADD CONSTRAINT "game_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_game_groups_game" ON "casino_game_groups" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "casino_games_vendor" ON "casino_games" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_client" ON "game_rounds" USING btree ("user_id","client_round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_time" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_settled" ON "game_rounds" USING btree ("settled_at");