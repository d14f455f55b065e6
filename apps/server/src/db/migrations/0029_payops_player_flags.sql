CREATE TABLE "player_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_flags" ADD CONSTRAINT "player_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_flags_user_idx" ON "player_flags" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_flags_reference_key" ON "player_flags" USING btree ("kind","reference");