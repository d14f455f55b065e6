import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import { asPlayer, RELAXED_LIMITS, register, sessionOf } from "../../test/players";

// Wednesday 18 Nov 2026, 10:00 in Amsterdam: the daily window began nine hours ago.
const at = () => new ManualClock(new Date("2026-11-18T09:00:00Z"));
type Headers = Record<string, string>;
const backdate = (t: TestApp, headers: Headers, seconds: unknown) =>
  t.app.inject({ method: "POST", url: "/api/test/session/backdate", headers, payload: { seconds } });
const sessionLimit = async (t: TestApp, headers: Headers, minutes: number) => {
  const put = await t.app.inject({
    method: "PUT",
    url: "/api/user/limits",
    headers,
    payload: { sessionLimit: minutes, sessionLimitUnit: "minute" },
  });
  expect(put.statusCode, put.body).toBe(200);
  const read = await t.app.inject({ method: "GET", url: "/api/user/limits", headers });
  return read.json().sessionLimits[0];
};
const player = async (t: TestApp) => asPlayer(await sessionOf(t.app, (await register(t.app)).username));

describe("the session backdate seam without TEST_SEAMS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: at(), env: { ...RELAXED_LIMITS, JOBS_POLL_MS: "0" } });
  });
  afterAll(() => t.close());

  it("is not mounted: 404, and the logged-in time stays as it was", async () => {
    const headers = await player(t);
    const response = await backdate(t, headers, 50);
    expect(response.statusCode).toBe(404);
    expect(await sessionLimit(t, headers, 1)).toMatchObject({ used: 0, remaining: 1 });
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
    const headers = await player(t);
    expect((await backdate(t, headers, 120)).statusCode).toBe(204);
    expect(await sessionLimit(t, headers, 5)).toMatchObject({ used: 2, remaining: 3 });
  });

  it("answers a guest 401 before looking at the body, and refuses a nonsense amount with 400", async () => {
    expect((await backdate(t, {}, "soon")).statusCode).toBe(401);
    const refused = await backdate(t, await player(t), -5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("VALIDATION_FAILED");
  });
});
