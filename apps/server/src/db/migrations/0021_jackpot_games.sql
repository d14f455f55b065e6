-- Issue 17: the studio slots that carry the Vela Mega jackpot (modules/engagement/jackpot.config.ts) are flagged as
-- jackpot games on installations seeded before; the seed adds their "Jackpot games" group rows at start.
UPDATE "casino_games" SET "jackpot" = true WHERE "id" IN ('vela-comet-cascade', 'vela-neon-nights', 'vela-jungle-drums', 'vela-sands-of-anubet', 'vela-midnight-carnival', 'vela-fruit-stand', 'vela-harvest-farm');
