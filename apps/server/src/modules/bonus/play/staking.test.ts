import { describe, expect, it } from "vitest";
import { splitStake, splitWin, stakePostings, winPostings } from "./staking";

const sum = (postings: { amount: bigint }[]) => postings.reduce((total, p) => total + p.amount, 0n);

describe("the staking order", () => {
  it("pays a stake from real money first, then from bonus money", () => {
    expect(splitStake({ real: 500n, bonus: 1_000n }, 300n)).toEqual({ real: 300n, bonus: 0n });
    expect(splitStake({ real: 60n, bonus: 100n }, 100n)).toEqual({ real: 60n, bonus: 40n });
    expect(splitStake({ real: 0n, bonus: 100n }, 100n)).toEqual({ real: 0n, bonus: 100n });
  });

  it("refuses a stake the two balances cannot cover", () => {
    expect(() => splitStake({ real: 60n, bonus: 39n }, 100n)).toThrow(
      expect.objectContaining({ code: "INSUFFICIENT_FUNDS" }),
    );
  });

  it("pays a win back in the stake's proportions, the bonus share rounded down", () => {
    expect(splitWin(250n, 100n, 40n)).toEqual({ real: 150n, bonus: 100n });
    expect(splitWin(101n, 3n, 1n)).toEqual({ real: 68n, bonus: 33n });
    expect(splitWin(500n, 100n, 0n)).toEqual({ real: 500n, bonus: 0n });
    expect(splitWin(0n, 100n, 100n)).toEqual({ real: 0n, bonus: 0n });
  });

  it("builds balanced postings against the house it names", () => {
    const stake = stakePostings("u1", { real: 60n, bonus: 40n }, "sportsbook");
    expect(sum(stake)).toBe(0n);
    expect(stake).toContainEqual({ account: { operator: "sportsbook" }, amount: 100n });
    const win = winPostings("u1", 250n, 100n, 40n);
    expect(sum(win)).toBe(0n);
    expect(win).toEqual([
      { account: { operator: "game_revenue" }, amount: -250n },
      { account: { userId: "u1", kind: "real" }, amount: 150n },
      { account: { userId: "u1", kind: "bonus" }, amount: 100n },
    ]);
  });
});
