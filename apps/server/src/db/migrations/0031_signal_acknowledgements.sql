CREATE TABLE "signal_acknowledgements" (
	"signal_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"note" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signal_acknowledgements" ADD CONSTRAINT "signal_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_acknowledgements" ADD CONSTRAINT "signal_acknowledgements_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signal_acknowledgements_at_idx" ON "signal_acknowledgements" USING btree ("acknowledged_at");