CREATE TABLE "loyalty_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"points" bigint NOT NULL,
	"lifetime" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_totals" ADD CONSTRAINT "loyalty_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every player who has points starts from the ledger's sums (decision 0230).
INSERT INTO "loyalty_totals" ("user_id", "points", "lifetime")
SELECT "user_id", sum("points"), sum(greatest("points", 0)) FROM "loyalty_points" GROUP BY "user_id";
