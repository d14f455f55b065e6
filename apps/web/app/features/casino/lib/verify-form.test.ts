import { hashServerSeed } from "@casino/games";
import { describe, expect, it } from "vitest";
import { verifyFields } from "./verify-form";

const seed = "a".repeat(64);

describe("the verifier form", () => {
  it("recomputes a dice round and checks the commitment", () => {
    const fields = {
      game: "dice" as const,
      slug: "dice",
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
      clientSeed: "player",
      nonce: "3",
      bet: JSON.stringify({ dice: { target: 5000, direction: "under" } }),
    };
    const result = verifyFields(fields);
    expect(result.hashMatches).toBe(true);
    expect(result.outcome.game).toBe("dice");
    // Deterministic: the same inputs give the same roll.
    expect(verifyFields(fields).outcome).toEqual(result.outcome);
    expect(verifyFields({ ...fields, serverSeedHash: "00" }).hashMatches).toBe(false);
  });
  it("refuses incomplete inputs", () => {
    expect(() =>
      verifyFields({
        game: "slot",
        slug: "x",
        serverSeed: "",
        serverSeedHash: "",
        clientSeed: "",
        nonce: "",
        bet: "",
      }),
    ).toThrow();
  });
});
