import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../test/harness";
import { createCatalogueService } from "../casino";
import { BALANCE_CHANNEL } from "../wallet";
import { createEngagement } from "./index";

afterEach(() => {
  vi.useRealTimers();
});

// On PostgreSQL a closed pool refuses the update's queries (the PostgreSQL run is the one that catches it); the
// embedded database finishes queued queries before it closes.
describe("live engagement updates", () => {
  it("stop waits for an update already under way, so a shutdown never closes the database under it", async () => {
    const t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
    const engagement = createEngagement(t.app.services, createCatalogueService(t.app.services.db));
    const failures: unknown[] = [];
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const stop = engagement.startLive((err) => failures.push(err));
    await t.app.services.bus.publish(BALANCE_CHANNEL, { source: "bet", currency: "EUR" });
    // The once-a-second update starts now: jackpot values published, settled rounds read.
    vi.advanceTimersByTime(1_000);
    vi.useRealTimers();
    await stop();
    await t.close();
    expect(failures).toEqual([]);
  });
});
