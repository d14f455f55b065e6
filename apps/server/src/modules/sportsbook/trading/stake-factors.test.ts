import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventBus } from "../../../platform/bus";
import { fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createStakeFactors } from "./stake-factors";
import { tradingStore } from "./trading.store";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

/** Two processes' memories of the stake factors, on one bus and one database. */
describe("stake factors kept in memory", () => {
  it("are read once, forgotten in every process when a trader changes one, and read again when too old", async () => {
    const db = t.app.services.db;
    const bus = createEventBus({});
    let clock = 0;
    const [here, there] = [1, 2].map(() => createStakeFactors({ db, bus, now: () => clock }));
    const { userId } = await fundedPlayer(t.app, 0n);
    expect(await here!.pct(userId)).toBe(100);
    expect(await there!.pct(userId)).toBe(100);

    const set = (pct: number) =>
      tradingStore.setStakeFactor(db, { userId, factorPct: pct, setBy: userId, updatedAt: new Date() });
    // Written without an announcement: both still answer what they kept.
    await set(50);
    expect(await there!.pct(userId)).toBe(100);
    // Announced (after the trader's change committed): every process reads it again.
    await here!.changed(userId);
    expect(await there!.pct(userId)).toBe(50);
    expect(await here!.pct(userId)).toBe(50);

    // A process that missed an announcement reads again once its copy is older than ten seconds.
    await set(25);
    expect(await there!.pct(userId)).toBe(50);
    clock += 10_001;
    expect(await there!.pct(userId)).toBe(25);
    here!.close();
    there!.close();
    await bus.close();
  });
});
