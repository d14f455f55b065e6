import { describe, expect, it } from "vitest";
import { addChip, betKey, buildBets, pocketColour, type RouletteBet } from "./roulette-bets";

describe("roulette bets", () => {
  it("stacks chips on the same position and keeps cents exact", () => {
    let table = new Map<string, RouletteBet>();
    table = addChip(table, { type: "red" }, 0.1);
    table = addChip(table, { type: "red" }, 0.2);
    table = addChip(table, { type: "straight", numbers: [17] }, 1);
    table = addChip(table, { type: "dozen", index: 2 }, 5);
    const { bets, total } = buildBets(table);
    expect(bets).toEqual([
      { type: "red", amount: 0.3 },
      { type: "straight", numbers: [17], amount: 1 },
      { type: "dozen", index: 2, amount: 5 },
    ]);
    expect(total).toBe(6.3);
  });
  it("keys positions", () => {
    expect(betKey({ type: "straight", numbers: [0] })).toBe("straight:0");
    expect(betKey({ type: "dozen", index: 3 })).toBe("dozen:3");
    expect(betKey({ type: "odd" })).toBe("odd");
    expect(betKey({ type: "wheel", number: 10 })).toBe("wheel:10");
  });
  it("colours pockets", () => {
    expect(pocketColour(0)).toBe("green");
    expect(pocketColour(1)).toBe("red");
    expect(pocketColour(2)).toBe("black");
  });
});
