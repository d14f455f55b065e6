-- 0033 is stamped earlier than 0032 in the journal, and drizzle applies only the migrations stamped after the newest
-- one a database has: a database migrated up to 0032 before 0033 existed would never get 0033. This makes such a
-- database whole, with 0033's own statements; a database that has the table is left as it is (decision 0243).
DO $$
BEGIN
  IF to_regclass('public.loyalty_totals') IS NULL THEN
    CREATE TABLE "loyalty_totals" (
      "user_id" uuid PRIMARY KEY NOT NULL,
      "points" bigint NOT NULL,
      "lifetime" bigint NOT NULL
    );
    ALTER TABLE "loyalty_totals" ADD CONSTRAINT "loyalty_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
    INSERT INTO "loyalty_totals" ("user_id", "points", "lifetime")
    SELECT "user_id", sum("points"), sum(greatest("points", 0)) FROM "loyalty_points" GROUP BY "user_id";
  END IF;
END $$;
