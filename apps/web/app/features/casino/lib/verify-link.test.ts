import type { RoundView } from "@casino/contract";
import {
  actBlackjack,
  type BlackjackAction,
  createFairRng,
  hashServerSeed,
  newSeedState,
  startBlackjack,
} from "@casino/games";
import { describe, expect, it } from "vitest";
import { verifyFields } from "./verify-form";
import { verifyFieldsOf } from "./verify-link";

const pair = newSeedState(new Uint8Array(32).fill(3), "mine");
const serverSeed = Buffer.from(new Uint8Array(32).fill(3)).toString("hex");

/** A blackjack round as the API returns it once settled: the whole state, the stake and the steps. */
function settledRound(): RoundView {
  let state = startBlackjack(500n, createFairRng({ ...pair, nonce: 7 }));
  const steps: { action: BlackjackAction; clientActionId: string; cost: string }[] = [];
  while (state.phase !== "done") {
    const action: BlackjackAction = state.phase === "insurance" ? "noInsurance" : "stand";
    steps.push({ action, clientActionId: `a${steps.length}`, cost: "0" });
    state = actBlackjack(state, action);
  }
  return {
    id: "00000000-0000-4000-8000-000000000000",
    slug: "blackjack",
    mode: "fun",
    status: "settled",
    currency: "FUN",
    stake: 5,
    win: 0,
    outcome: JSON.parse(JSON.stringify(state)),
    bet: { stake: "500" },
    steps,
    balanceBefore: 1000,
    balanceAfter: 995,
    seeds: { serverSeedHash: pair.serverSeedHash, clientSeed: "mine", nonce: 7, serverSeed },
    createdAt: "2026-01-01T00:00:00.000Z",
    settledAt: "2026-01-01T00:00:00.000Z",
  };
}

describe("the verify link of a round", () => {
  it("carries a settled blackjack round to the verifier, which finds the same cards", () => {
    expect(hashServerSeed(serverSeed)).toBe(pair.serverSeedHash);
    const fields = verifyFieldsOf("blackjack", settledRound(), undefined);
    expect(fields).not.toBeNull();
    const result = verifyFields(fields!);
    expect(result).toMatchObject({ hashMatches: true, recordedMatches: true });
  });

  it("has nothing to verify while a hand is open or for a game the verifier does not know", () => {
    expect(verifyFieldsOf("blackjack", { ...settledRound(), status: "open" }, undefined)).toBeNull();
    expect(verifyFieldsOf("external", settledRound(), undefined)).toBeNull();
  });

  it("takes the server seed from the rotation that revealed it", () => {
    const round = settledRound();
    const hidden = { ...round, seeds: { ...round.seeds, serverSeed: null } };
    expect(verifyFieldsOf("blackjack", hidden, undefined)?.serverSeed).toBe("");
    const revealed = { serverSeed, serverSeedHash: pair.serverSeedHash };
    expect(verifyFieldsOf("blackjack", hidden, revealed)?.serverSeed).toBe(serverSeed);
  });
});
