import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

/**
 * Per-IP limits. On PGlite runs (no REDIS_URL) one process counts in memory; CI runs this file again with
 * REDIS_URL, and then two processes on one Redis must share each counter.
 */
const redisUrl = process.env.REDIS_URL;
// The two apps stand for two processes of one deployment: each test app has a database of its own, so they are
// given the namespace that one shared database would give them.
const env = {
  JOBS_POLL_MS: "0",
  LOGIN_IP_LIMIT_PER_MINUTE: "4",
  ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_NAMESPACE: `test:rate-limit:${randomInt(2 ** 40)}` } : {}),
};

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  [one, two] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
});
afterAll(() => Promise.all([one.close(), two.close()]));

/** A fresh address per test run, so counters left in a shared Redis by an earlier run cannot interfere. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

let attempt = 0;
function login(app: TestApp["app"], ip: string) {
  attempt += 1;
  return app.inject({
    method: "POST",
    url: "/api/session/login",
    remoteAddress: ip,
    // A different unknown name each time: the per-account throttle stays out of the way.
    payload: { username: `nobody${attempt}`, password: "Wrong-password-1" },
  });
}

describe("per-IP rate limits", () => {
  it("allows the configured logins per minute from one address, then 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(one.app, ip)).statusCode).toBe(401);
    const limited = await login(one.app, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another address has its own allowance, and another limit its own counter.
    expect((await login(one.app, freshIp())).statusCode).toBe(401);
    const validate = await one.app.inject({
      method: "POST",
      url: "/api/user/validate/username",
      remoteAddress: ip,
      payload: { username: "someone_new" },
    });
    expect(validate.statusCode).not.toBe(429);
  });

  it(
    redisUrl
      ? "shares the count between two processes on one Redis: 4 logins in all, not 4 each"
      : "enforces the figure in every process (without REDIS_URL each counts in its own memory)",
    async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      if (redisUrl) {
        for (let i = 0; i < 6; i++)
          statuses.push((await login(i % 2 === 0 ? one.app : two.app, ip)).statusCode);
      } else {
        for (let i = 0; i < 6; i++) statuses.push((await login(two.app, ip)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    },
  );
});
