CREATE TABLE "jackpot_contributions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"jackpot_id" text NOT NULL,
	"level" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"round_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "jackpot_contributions_level" ON "jackpot_contributions" USING btree ("jackpot_id","currency","level");