import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { ManualClock } from "../clock";
import { jobs } from "../jobs/jobs.tables";
import { idempotentRequests } from "./idempotency.tables";
import { KEY_RETENTION_DAYS, PRUNE_QUEUE } from "./pruning";

const DAY = 86_400_000;
const clock = new ManualClock(new Date("2026-11-25T08:00:00Z"));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

const keys = async () =>
  (await t.database.db.select({ key: idempotentRequests.key }).from(idempotentRequests))
    .map((r) => r.key)
    .sort();

describe("remembered Idempotency-Keys", () => {
  it("are forgotten after the retention by a daily job, one run a day however many processes start", async () => {
    const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * DAY);
    await t.database.db.insert(idempotentRequests).values([
      { userId: "u1", key: "last-month", requestHash: "h", createdAt: at(30) },
      { userId: "u1", key: "just-expired", requestHash: "h", createdAt: at(KEY_RETENTION_DAYS + 0.01) },
      { userId: "u1", key: "yesterday", requestHash: "h", createdAt: at(1) },
    ]);
    await t.app.services.jobs.drain();
    expect(await keys()).toEqual(["yesterday"]);

    // Another process starting the same day adds no second run.
    const { scheduleKeyPruning } = await import("./pruning");
    await scheduleKeyPruning(t.app.services);
    const runs = await t.database.db.select().from(jobs).where(eq(jobs.queue, PRUNE_QUEUE));
    expect(runs.filter((run) => run.doneAt === null)).toHaveLength(1);

    // Seven days on, the next daily runs have forgotten yesterday's key too.
    for (let day = 0; day < KEY_RETENTION_DAYS; day++) {
      clock.advance(DAY);
      await t.app.services.jobs.drain();
    }
    expect(await keys()).toEqual([]);
  });
});
