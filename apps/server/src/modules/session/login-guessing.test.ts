import { ErrorResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/harness";
import { login, RELAXED_LIMITS, register } from "../../test/players";

// What a password guesser can learn from login: neither the answer nor its timing tells whether an account exists,
// and an account (or a made-up name) is locked after 10 failures.
const clock = new ManualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: RELAXED_LIMITS });
});
afterAll(() => t.close());

describe("login timing", () => {
  it("takes about as long for an unknown user as for a wrong password", async () => {
    const player = await register(t.app);
    const time = async (username: string) => {
      const start = performance.now();
      const response = await login(t.app, username, "Wrong-Password-99");
      expect(response.statusCode).toBe(401);
      return performance.now() - start;
    };
    // Warm up both paths (the dummy hash is made on first use), then interleave the samples.
    await time("warm_up_unknown");
    await time(player.username);
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Below the per-account lock (10 failures): the wrong-password samples use one account.
    for (let i = 0; i < 8; i++) {
      unknown.push(await time(`ghost_${i}`));
      wrong.push(await time(player.username));
    }
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const ratio = mean(unknown) / mean(wrong);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});

describe("per-account throttle", () => {
  it("locks an account after 10 failures in 15 minutes, even for the right password, until the window passes", async () => {
    const player = await register(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await login(t.app, player.username, `Wrong-${i}-Password`)).statusCode).toBe(401);
      clock.advance(30_000);
    }
    const locked = await login(t.app, player.username);
    expect(locked.statusCode).toBe(429);
    expect(ErrorResponse.parse(locked.json()).code).toBe("RATE_LIMITED");
    const retryAfter = Number(locked.headers["retry-after"]);
    // The first failure was 5 minutes ago (10 × 30 s): it leaves the 15-minute window in 10 minutes.
    expect(retryAfter).toBe(600);
    // The e-mail is the same account.
    expect((await login(t.app, player.email)).statusCode).toBe(429);

    clock.advance(retryAfter * 1000 - 1000);
    expect((await login(t.app, player.username)).statusCode).toBe(429);
    clock.advance(16 * 60_000);
    expect((await login(t.app, player.username)).statusCode).toBe(200);
  });

  it("throttles unknown names the same way, so the lock reveals nothing", async () => {
    for (let i = 0; i < 10; i++) await login(t.app, "ghost_account", `Wrong-${i}-Password`);
    const locked = await login(t.app, "ghost_account");
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
  });

  it("forgets failures before a successful login", async () => {
    const player = await register(t.app);
    for (let i = 0; i < 9; i++) await login(t.app, player.username, `Wrong-${i}-Password`);
    expect((await login(t.app, player.username)).statusCode).toBe(200);
    clock.advance(1000);
    for (let i = 0; i < 9; i++) await login(t.app, player.username, `Wrong-${i}-Password`);
    expect((await login(t.app, player.username)).statusCode).toBe(200);
  });
});
