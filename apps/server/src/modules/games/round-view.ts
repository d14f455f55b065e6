import { type RoundView, toMajor } from "@casino/contract";
import { visibleOutcome } from "./engine";
import type { RoundRow } from "./games.store";

/** A stored round as the player sees it; the server seed appears once its pair was rotated. */
export function roundView(row: RoundRow, revealedSeed: string | null = null): RoundView {
  return {
    id: row.id,
    slug: row.slug,
    mode: "real",
    status: row.status === "open" ? "open" : "settled",
    currency: row.currency,
    stake: toMajor(row.stake),
    win: toMajor(row.win),
    outcome: visibleOutcome(row.kind, row.outcome),
    bet: row.bet,
    steps: row.steps,
    balanceBefore: toMajor(row.balanceBefore),
    balanceAfter: row.balanceAfter === null ? null : toMajor(row.balanceAfter),
    seeds: {
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
      serverSeed: revealedSeed,
    },
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    ...(row.externalRef ? { providerRound: row.externalRef } : {}),
  };
}
