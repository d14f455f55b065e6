import { describe, expect, it } from "vitest";
import { forEachLimited } from "./concurrency";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("forEachLimited", () => {
  it("runs every item, never more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await tick();
      done.push(n);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it("finishes the other items before it throws the first failure", async () => {
    const done: number[] = [];
    const run = forEachLimited([1, 2, 3, 4], 2, async (n) => {
      await tick();
      if (n === 2) throw new Error("two failed");
      done.push(n);
    });
    await expect(run).rejects.toThrow("two failed");
    expect(done.sort()).toEqual([1, 3, 4]);
  });

  it("does nothing for no items", async () => {
    await forEachLimited([], 4, async () => {
      throw new Error("never");
    });
  });
});
