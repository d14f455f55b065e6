import { randomBytes } from "node:crypto";
import { hashServerSeed, newClientSeed, newServerSeed, publicSeeds, rotateSeeds } from "@casino/games";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { gamesStore } from "./games.store";

/** A new committed pair at nonce 0; the server's CSPRNG supplies the bytes the pure package asks for. */
export const freshSeeds = (clientSeed = newClientSeed(randomBytes(8))) => ({
  ...newServerSeed(randomBytes(32)),
  clientSeed,
  nonce: 0,
});

/** The player's provably-fair seed pair: show the commitment, rotate to reveal. */
export function createSeedsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async current(userId: string) {
      const row = await inTransaction(db, (tx) => gamesStore.lockSeeds(tx, userId, freshSeeds));
      return publicSeeds(row);
    },

    /**
     * Reveals the current server seed and commits a new one. Takes the same lock as a round, so a rotation never
     * lands between a round's draw and its nonce bump.
     */
    async rotate(userId: string, clientSeed?: string) {
      return inTransaction(db, async (tx) => {
        const row = await gamesStore.lockSeeds(tx, userId, freshSeeds);
        const { revealed, next } = rotateSeeds(row, randomBytes(32), clientSeed ?? row.clientSeed);
        await gamesStore.replaceSeeds(tx, row, next, clock.now());
        return { revealed, current: publicSeeds(next) };
      });
    },

    /**
     * Test seam only (TEST_SEAMS=true): the player's next rounds use this pair, so a journey chooses its outcomes.
     * Takes the round lock like a rotation; the old pair is revealed.
     */
    async setForTest(userId: string, seeds: { serverSeed: string; clientSeed: string; nonce: number }) {
      return inTransaction(db, async (tx) => {
        const row = await gamesStore.lockSeeds(tx, userId, freshSeeds);
        const next = { ...seeds, serverSeedHash: hashServerSeed(seeds.serverSeed) };
        await gamesStore.setSeeds(tx, row, next, clock.now());
        return publicSeeds(next);
      });
    },
  };
}

export type SeedsService = ReturnType<typeof createSeedsService>;
