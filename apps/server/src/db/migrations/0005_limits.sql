CREATE TABLE "balance_warning_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"snoozed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "national_exclusion_register" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cnp" text,
	"email" text,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "player_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"reason" text NOT NULL,
	"description" text,
	"unsatisfied_reason" text,
	"unsatisfied_description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"value" bigint NOT NULL,
	"currency" text,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_user_id_type_period_pk" PRIMARY KEY("user_id","type","period"),
	CONSTRAINT "player_limits_positive" CHECK ("player_limits"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "player_round_pace" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_round_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "balance_warning_preferences" ADD CONSTRAINT "balance_warning_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_round_pace" ADD CONSTRAINT "player_round_pace_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "national_exclusion_register_cnp_idx" ON "national_exclusion_register" USING btree ("cnp");--> statement-breakpoint
CREATE INDEX "national_exclusion_register_email_idx" ON "national_exclusion_register" USING btree ("email");--> statement-breakpoint
CREATE INDEX "player_exclusions_user_idx" ON "player_exclusions" USING btree ("user_id","starts_at");