import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../clock";
import type { Database } from "../db";
import { createTestDatabase } from "../db/test-db";
import { createJobQueue } from "./jobs";
import { jobs } from "./jobs.tables";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("job queue", () => {
  it("runs a job once, when it is due", async () => {
    const clock = new ManualClock(new Date("2026-03-01T10:00:00Z"));
    const queue = createJobQueue({ db: database.db, clock });
    const seen: unknown[] = [];
    queue.handle("greet", async (payload) => {
      seen.push(payload.name);
    });
    await queue.enqueue("greet", { name: "later" }, { runAt: new Date("2026-03-01T10:00:30Z") });
    await queue.enqueue("greet", { name: "now" });
    await queue.drain();
    expect(seen).toEqual(["now"]);
    clock.advance(30_000);
    await queue.drain();
    await queue.drain();
    expect(seen).toEqual(["now", "later"]);
  });

  it("retries a failing job with back-off and gives up after maxAttempts", async () => {
    const clock = new ManualClock(new Date("2026-03-01T10:00:00Z"));
    const queue = createJobQueue({ db: database.db, clock });
    let calls = 0;
    queue.handle("flaky", async () => {
      calls++;
      if (calls < 3) throw new Error("not yet");
    });
    queue.handle("doomed", async () => {
      throw new Error("never");
    });
    await queue.enqueue("flaky", {});
    await queue.enqueue("doomed", {}, { maxAttempts: 2 });
    for (let i = 0; i < 6; i++) {
      await queue.drain();
      clock.advance(60_000);
    }
    expect(calls).toBe(3);
    const [doomed] = await database.db.select().from(jobs).where(eq(jobs.queue, "doomed"));
    expect(doomed).toMatchObject({ attempts: 2, lastError: "never" });
    expect(doomed?.failedAt).toBeInstanceOf(Date);
  });

  it("enqueues a job with a unique key only once", async () => {
    const clock = new ManualClock();
    const queue = createJobQueue({ db: database.db, clock });
    let calls = 0;
    queue.handle("once", async () => {
      calls++;
    });
    await queue.enqueue("once", {}, { uniqueKey: "only-one" });
    await queue.enqueue("once", {}, { uniqueKey: "only-one" });
    await queue.drain();
    expect(calls).toBe(1);
  });
});
