import { coveredNumbers, type RouletteBet } from "@casino/games";
import { describe, expect, it } from "vitest";
import { arrowStep, moveSpot, spotByKey, TABLE_SPOTS } from "./roulette-table";

const count = (type: string) => TABLE_SPOTS.filter((spot) => spot.bet.type === type).length;

describe("the roulette table layout", () => {
  it("offers every inside position of the European table exactly once, and the three columns", () => {
    expect(count("straight")).toBe(37);
    // 33 between two rows + 24 within a row + 0-1, 0-2, 0-3.
    expect(count("split")).toBe(60);
    // 12 rows + the trios 0-1-2 and 0-2-3.
    expect(count("street")).toBe(14);
    // 22 crossings + the first four.
    expect(count("corner")).toBe(23);
    expect(count("sixLine")).toBe(11);
    expect(count("column")).toBe(3);
    expect(new Set(TABLE_SPOTS.map((spot) => spot.key)).size).toBe(TABLE_SPOTS.length);
  });

  it("places only positions the game maths accepts, covering the numbers the spot touches", () => {
    for (const spot of TABLE_SPOTS) {
      const cover = coveredNumbers(spot.bet as RouletteBet);
      expect(cover.ok, spot.key).toBe(true);
    }
    expect(spotByKey("split:2-5")?.bet).toEqual({ type: "split", numbers: [2, 5] });
    expect(spotByKey("corner:1-2-4-5")).toBeDefined();
    expect(spotByKey("sixLine:31-32-33-34-35-36")).toBeDefined();
    expect(spotByKey("column:1")?.bet).toEqual({ type: "column", index: 1 });
  });

  it("moves across the table with the arrow keys, in both orientations", () => {
    const two = spotByKey("straight:2")!;
    const right = arrowStep("ArrowRight", "horizontal")!;
    expect(moveSpot(two, right).key).toBe("split:2-5");
    expect(moveSpot(moveSpot(two, right), right).key).toBe("straight:5");
    expect(moveSpot(two, arrowStep("ArrowDown", "horizontal")!).key).toBe("split:1-2");
    expect(moveSpot(two, arrowStep("ArrowUp", "horizontal")!).key).toBe("split:2-3");
    // Upright on a phone: down goes along the table, right goes from the line of 1 towards the line of 3.
    expect(moveSpot(two, arrowStep("ArrowDown", "vertical")!).key).toBe("split:2-5");
    expect(moveSpot(two, arrowStep("ArrowRight", "vertical")!).key).toBe("split:2-3");
    // Left of the first row is the zero; the zero is one tall cell, so up stays on it.
    const zero = moveSpot(spotByKey("split:0-3")!, arrowStep("ArrowLeft", "horizontal")!);
    expect(zero.key).toBe("straight:0");
    expect(moveSpot(zero, arrowStep("ArrowUp", "horizontal")!).key).toBe("straight:0");
    // The far end: the column bets, then nothing further.
    const column = moveSpot(spotByKey("straight:36")!, right);
    expect(column.key).toBe("column:3");
    expect(moveSpot(column, right).key).toBe("column:3");
  });
});
