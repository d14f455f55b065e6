import type { ComplianceSignal, ComplianceSignalsResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fundedPlayer } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import { call, fund, newPlayer, paidDeposit, putLimits, stake, win } from "../limits.test-support";

let t: TestApp;
let compliance: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  compliance = (await fundedPlayer(t.app, 0n, { roles: ["player", "compliance"] })).headers;
});
afterAll(() => t.close());

async function signals(headers = compliance): Promise<ComplianceSignal[]> {
  const response = await call(t, "GET", "/api/admin/compliance/signals", headers);
  expect(response.statusCode).toBe(200);
  return (response.json() as ComplianceSignalsResponse).items;
}
const of = (items: ComplianceSignal[], userId: string) => items.filter((s) => s.userId === userId);

describe("compliance signals", () => {
  it("a deposit limit used to 80 % or more is a signal; below it is not", async () => {
    const near = await newPlayer(t);
    const below = await newPlayer(t);
    await putLimits(t, near, { depositLimits: [{ period: "daily", amount: 100 }] });
    await putLimits(t, below, { depositLimits: [{ period: "daily", amount: 100 }] });
    await paidDeposit(t, near, 85);
    await paidDeposit(t, below, 79);
    const items = await signals();
    expect(of(items, near.userId)).toEqual([
      expect.objectContaining({
        kind: "limit_near",
        username: near.username,
        detail: expect.objectContaining({
          type: "deposit",
          period: "daily",
          used: 85,
          limit: 100,
          percent: 85,
        }),
      }),
    ]);
    expect(of(items, below.userId)).toEqual([]);
  });

  it("a loss limit nearly used is a signal", async () => {
    const p = await newPlayer(t);
    await fund(t, p.userId, 10_000n);
    await putLimits(t, p, { lossLimits: [{ period: "weekly", amount: 50 }] });
    await stake(t, p.userId, 4_500n);
    const mine = of(await signals(), p.userId).filter((s) => s.kind === "limit_near");
    expect(mine).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ type: "loss", used: 45, percent: 90 }) }),
    ]);
  });

  it("a session still in use after more than an hour is a long session", async () => {
    const p = await newPlayer(t);
    const fresh = await newPlayer(t);
    await t.app.services.sessions.backdateForTest(p.token, 65 * 60);
    const items = await signals();
    expect(of(items, p.userId)).toEqual([
      expect.objectContaining({ kind: "long_session", detail: expect.objectContaining({ minutes: 65 }) }),
    ]);
    expect(of(items, fresh.userId)).toEqual([]);
  });

  it("three deposits within an hour while down is loss-chasing; the same deposits while up are not", async () => {
    const chaser = await newPlayer(t);
    const winner = await newPlayer(t);
    for (const p of [chaser, winner]) {
      // Money to play with that is not a deposit (a correction), so only the three deposits below form the burst.
      await t.app.services.wallet.transfer({
        idempotencyKey: `signals-stake-money:${p.userId}`,
        kind: "adjustment",
        currency: "EUR",
        postings: [
          { account: { operator: "adjustments" }, amount: -2_000n },
          { account: { userId: p.userId, kind: "real" }, amount: 2_000n },
        ],
      });
      await stake(t, p.userId, 2_000n);
    }
    await win(t, winner.userId, 5_000n);
    for (const p of [chaser, winner]) for (let i = 0; i < 3; i++) await fund(t, p.userId, 1_000n);
    const items = await signals();
    expect(of(items, chaser.userId)).toEqual([
      expect.objectContaining({
        kind: "loss_chasing",
        detail: expect.objectContaining({ deposits: 3, deposited: 30, lost: 20, currency: "EUR" }),
      }),
    ]);
    expect(of(items, winner.userId)).toEqual([]);
  });

  it("a player and a role without compliance.review get 403", async () => {
    const player = await newPlayer(t);
    const payments = (await fundedPlayer(t.app, 0n, { roles: ["player", "payments"] })).headers;
    for (const headers of [player.headers, payments])
      expect((await call(t, "GET", "/api/admin/compliance/signals", headers)).statusCode).toBe(403);
  });
});

describe("acknowledging compliance signals (decision 0214)", () => {
  const ACK = "/api/admin/compliance/signals/acknowledgements";
  const acknowledged = async () => {
    const response = await call(t, "GET", "/api/admin/compliance/signals?state=acknowledged", compliance);
    expect(response.statusCode).toBe(200);
    return (response.json() as ComplianceSignalsResponse).items;
  };
  /** A player who lost 20.00 and then deposited three times within the hour: a loss-chasing signal. */
  async function chaser() {
    const p = await newPlayer(t);
    await t.app.services.wallet.transfer({
      idempotencyKey: `signals-ack-money:${p.userId}`,
      kind: "adjustment",
      currency: "EUR",
      postings: [
        { account: { operator: "adjustments" }, amount: -2_000n },
        { account: { userId: p.userId, kind: "real" }, amount: 2_000n },
      ],
    });
    await stake(t, p.userId, 2_000n);
    for (let i = 0; i < 3; i++) await fund(t, p.userId, 1_000n);
    return p;
  }

  it("an acknowledged signal leaves the open list and shows who, when and the note; a new burst shows again", async () => {
    const p = await chaser();
    const [signal] = of(await signals(), p.userId);
    expect(signal).toMatchObject({ kind: "loss_chasing", acknowledgement: null });
    const note = "Called the player, agreed a break";
    const done = await call(t, "POST", ACK, compliance, { signalId: signal!.id, note });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: signal!.id, acknowledgement: { note } });

    expect(of(await signals(), p.userId)).toEqual([]);
    const [shown] = of(await acknowledged(), p.userId);
    expect(shown).toMatchObject({
      id: signal!.id,
      kind: "loss_chasing",
      username: p.username,
      detail: expect.objectContaining({ deposits: 3, lost: 20 }),
      acknowledgement: { note, staffUsername: expect.stringMatching(/.+/), at: expect.any(String) },
    });

    // Three more deposits within the hour while still down: a new cause, a new signal.
    for (let i = 0; i < 3; i++) await fund(t, p.userId, 1_000n);
    const again = of(await signals(), p.userId);
    expect(again).toEqual([expect.objectContaining({ kind: "loss_chasing", acknowledgement: null })]);
    expect(again[0]!.id).not.toBe(signal!.id);

    // In the audit trail, with the player as the target.
    const admin = (await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] })).headers;
    const audit = await call(
      t,
      "GET",
      `/api/admin/audit?action=compliance.signal-acknowledge&targetId=${p.userId}`,
      admin,
    );
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        action: "compliance.signal-acknowledge",
        targetId: p.userId,
        after: expect.objectContaining({ signalId: signal!.id, note }),
      }),
    ]);
  });

  it("a limit signal is named by its period (another period is another signal), a long session by its session", async () => {
    const near = await newPlayer(t);
    await putLimits(t, near, { depositLimits: [{ period: "daily", amount: 100 }] });
    await paidDeposit(t, near, 90);
    const long = await newPlayer(t);
    await t.app.services.sessions.backdateForTest(long.token, 70 * 60);
    for (const p of [near, long]) {
      const [signal] = of(await signals(), p.userId);
      const ack = await call(t, "POST", ACK, compliance, { signalId: signal!.id, note: "Looked at it" });
      expect(ack.statusCode, ack.body).toBe(200);
      expect(of(await signals(), p.userId)).toEqual([]);
    }
    // Another session of the same player, as long: a new cause, shown again; the acknowledged one stays away.
    const second = await t.app.services.sessions.create({ userId: long.userId });
    await t.app.services.sessions.backdateForTest(second.token, 65 * 60);
    const again = of(await signals(), long.userId);
    expect(again).toEqual([
      expect.objectContaining({ kind: "long_session", detail: expect.objectContaining({ minutes: 65 }) }),
    ]);
    // The id names the limit's period: the same limit in another day's window is another signal.
    const [acked] = of(await acknowledged(), near.userId);
    expect(acked!.id).toMatch(/^limit_near:.+:deposit:daily:EUR:\d{4}-/);
  });

  it("a second acknowledgement is 409 and the first note stands; an unknown signal is 404; no note is 400", async () => {
    const p = await chaser();
    const [signal] = of(await signals(), p.userId);
    const first = await call(t, "POST", ACK, compliance, { signalId: signal!.id, note: "First" });
    expect(first.statusCode).toBe(200);
    const second = await call(t, "POST", ACK, compliance, { signalId: signal!.id, note: "Second" });
    expect([second.statusCode, second.json().code]).toEqual([409, "SIGNAL_ACKNOWLEDGED"]);
    expect(of(await acknowledged(), p.userId).map((s) => s.acknowledgement?.note)).toEqual(["First"]);

    const unknown = await call(t, "POST", ACK, compliance, { signalId: "loss_chasing:nobody:1", note: "x" });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, "SIGNAL_NOT_FOUND"]);
    const other = await chaser();
    const [open] = of(await signals(), other.userId);
    for (const note of ["", "   ", "x".repeat(501)]) {
      const bad = await call(t, "POST", ACK, compliance, { signalId: open!.id, note });
      expect([bad.statusCode, bad.json().code]).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect(of(await signals(), other.userId)).toHaveLength(1);
  });

  it("only compliance and admin may acknowledge: others get 403 before their body is looked at", async () => {
    const p = await chaser();
    const [signal] = of(await signals(), p.userId);
    const player = await newPlayer(t);
    for (const role of ["payments", "support", "content", "trader"]) {
      const headers = (await fundedPlayer(t.app, 0n, { roles: ["player", role] })).headers;
      const bad = await call(t, "POST", ACK, headers, { nonsense: 1 });
      expect([role, bad.statusCode, bad.json().code]).toEqual([role, 403, "FORBIDDEN"]);
      const good = await call(t, "POST", ACK, headers, { signalId: signal!.id, note: "Not mine to do" });
      expect([role, good.statusCode]).toEqual([role, 403]);
    }
    expect((await call(t, "POST", ACK, player.headers, {})).statusCode).toBe(403);
    const admin = (await fundedPlayer(t.app, 0n, { roles: ["player", "admin"] })).headers;
    const byAdmin = await call(t, "POST", ACK, admin, { signalId: signal!.id, note: "Admin saw it" });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});
