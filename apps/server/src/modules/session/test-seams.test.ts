import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import { RELAXED_LIMITS } from "../../test/players";
import { call, getLimits, putLimits, registeredPlayer } from "../limits/limits.test-support";

// Wednesday 18 Nov 2026, 10:00 in Amsterdam: the daily window began nine hours ago.
const at = () => new ManualClock(new Date("2026-11-18T09:00:00Z"));
const backdate = (t: TestApp, headers: Record<string, string>, seconds: unknown) =>
  call(t, "POST", "/api/test/session/backdate", headers, { seconds });

describe("the session backdate seam without TEST_SEAMS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: at(), env: { ...RELAXED_LIMITS, JOBS_POLL_MS: "0" } });
  });
  afterAll(() => t.close());

  it("is not mounted: 404, and the logged-in time stays as it was", async () => {
    const p = await registeredPlayer(t);
    const response = await backdate(t, p.headers, 50);
    expect(response.statusCode).toBe(404);
    await putLimits(t, p, { sessionLimit: 1, sessionLimitUnit: "minute" });
    expect((await getLimits(t, p)).sessionLimits[0]).toMatchObject({ used: 0, remaining: 1 });
  });
});

describe("the session backdate seam with TEST_SEAMS=true", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: at(),
      env: { ...RELAXED_LIMITS, JOBS_POLL_MS: "0", TEST_SEAMS: "true" },
    });
  });
  afterAll(() => t.close());

  it("counts the caller's session as started earlier, so a session-time limit is reached sooner", async () => {
    const p = await registeredPlayer(t);
    expect((await backdate(t, p.headers, 120)).statusCode).toBe(204);
    await putLimits(t, p, { sessionLimit: 5, sessionLimitUnit: "minute" });
    expect((await getLimits(t, p)).sessionLimits[0]).toMatchObject({ used: 2, remaining: 3 });
  });

  it("answers a guest 401 before looking at the body, and refuses a nonsense amount with 400", async () => {
    expect((await backdate(t, {}, "soon")).statusCode).toBe(401);
    const p = await registeredPlayer(t);
    const refused = await backdate(t, p.headers, -5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("VALIDATION_FAILED");
  });
});
