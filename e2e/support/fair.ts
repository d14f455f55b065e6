import { createFairRng, findSlotTitle, playSlot, returnAmount, uniformFloat } from "@casino/games";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser";

/**
 * Slot rounds a journey knows before it plays them. A real round is played exactly as the server plays it
 * (apps/server/src/modules/games/engine.ts and rounds.service.ts): the slot engine draws from the provably-fair
 * stream of (server seed, client seed, nonce), then the progressive jackpot draws one float per level from the same
 * stream (apps/server/src/modules/engagement/jackpot/jackpot.service.ts). The journey picks a pair whose rounds it wants and
 * sets it through the test seam (PUT /api/test/seeds, mounted only on the e2e server).
 */

/** The jackpot's levels: chance per major unit staked (apps/server/src/modules/engagement/jackpot/jackpot.config.ts). */
const JACKPOT_CHANCE_PER_UNIT = [1 / 2_000, 1 / 20_000, 1 / 250_000, 1 / 5_000_000];

export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
}

/** What the round at `nonce` returns for `stake` (major units), and whether a jackpot level could drop. */
export function slotRound(slug: string, pair: SeedPair, nonce: number, stake: number) {
  const title = findSlotTitle(slug);
  if (!title) throw new Error(`${slug} is not a studio slot`);
  const rng = createFairRng({ ...pair, nonce });
  const round = playSlot(title, rng);
  const win = returnAmount(BigInt(Math.round(stake * 100)), round.winCoins, round.coins);
  const draws = JACKPOT_CHANCE_PER_UNIT.map(() => uniformFloat(rng));
  const jackpot = draws.some((draw, level) => draw < JACKPOT_CHANCE_PER_UNIT[level]! * stake);
  return { win: Number(win) / 100, jackpot };
}

/**
 * The first pair `${prefix}-0`, `${prefix}-1`, … whose rounds at nonces 0, 1, … return what `wanted` says (one
 * entry per round: "lose" = nothing back, "win" = something back) and never drop a jackpot level. The same prefix
 * gives the same pair on every run.
 */
export function findSeedPair(
  slug: string,
  stake: number,
  wanted: ("lose" | "win")[],
  prefix: string,
): SeedPair {
  for (let i = 0; i < 100_000; i++) {
    const pair = { serverSeed: `${prefix}-${i}`, clientSeed: `${prefix}-client` };
    const fits = wanted.every((want, nonce) => {
      const { win, jackpot } = slotRound(slug, pair, nonce, stake);
      return !jackpot && (want === "lose" ? win === 0 : win > 0);
    });
    if (fits) return pair;
  }
  throw new Error(`no seed pair gives ${wanted.join(", ")} on ${slug}`);
}

/** Sets the logged-in player's seed pair (nonce 0) through the e2e server's test seam. */
export async function setSeeds(page: Page, pair: SeedPair): Promise<void> {
  const response = await page.request.put(`${baseUrl}/api/test/seeds`, { data: { ...pair, nonce: 0 } });
  expect(response.status()).toBe(200);
}
