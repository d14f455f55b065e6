import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPayload } from "../../platform/webhook-signature";
import { balanceOf, call } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { playingPlayer, registerProvider, rgs } from "./providers.test-support";

let t: TestApp;
let provider: Awaited<ReturnType<typeof registerProvider>>;

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  provider = await registerProvider(t.app);
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

describe("the launch of a provider's game", () => {
  it("answers the provider's URL with a one-time token bound to the player, game, currency and mode", async () => {
    const p = await playingPlayer(t.app, provider);
    const url = new URL(p.launchUrl);
    expect(url.origin + url.pathname).toBe("https://games.studio.example/play");
    expect(url.searchParams.get("game")).toBe("reels");
    expect(url.searchParams.get("mode")).toBe("real");
    // The token was traded once; a second authenticate with it is refused.
    const again = await rgs(t.app, provider, "authenticate", { token: p.token });
    expect(again.status).toBe(401);
    expect(again.json.code).toBe("RGS_TOKEN_INVALID");
  });
});

describe("a signed wallet call", () => {
  it("is refused with 401 when the signature is missing, wrong, stale or of another body, and nothing moves", async () => {
    const p = await playingPlayer(t.app, provider);
    const before = await balanceOf(t.app, p.userId);
    const bet = { sessionId: p.sessionId, transactionId: "sig-1", roundId: "r-sig", amount: 100 };
    const raw = JSON.stringify(bet);
    const signers: ((raw: string) => string | undefined)[] = [
      () => undefined,
      (body) => signPayload("not-the-secret-of-this-provider-at-all", body, now()),
      (body) => signPayload(provider.secret, body, now() - 301),
      () => signPayload(provider.secret, raw.replace('"amount":100', '"amount":1'), now()),
    ];
    for (const sign of signers) {
      const answer = await rgs(t.app, provider, "bet", bet, sign);
      expect(answer.status).toBe(401);
      expect(answer.json.code).toBe("RGS_SIGNATURE_INVALID");
    }
    expect(await balanceOf(t.app, p.userId)).toBe(before);
    // The same call signed properly goes through: the refusals were the signature's.
    const ok = await rgs(t.app, provider, "bet", bet);
    expect(ok.status).toBe(200);
    expect(await balanceOf(t.app, p.userId)).toBe(before - 100n);
  });
});

describe("bets, wins, rollbacks and round ends", () => {
  it("debits a bet, credits several wins, ends the round, and shows it in the player's history", async () => {
    const p = await playingPlayer(t.app, provider, 10_000n);
    const s = { sessionId: p.sessionId, roundId: "round-a" };
    expect(
      (await rgs(t.app, provider, "bet", { ...s, transactionId: "a-bet", amount: 250 })).json.balance,
    ).toBe(9_750);
    await rgs(t.app, provider, "win", { ...s, transactionId: "a-win-1", amount: 100 });
    const second = await rgs(t.app, provider, "win", { ...s, transactionId: "a-win-2", amount: 400 });
    expect(second.json.balance).toBe(10_250);
    const end = await rgs(t.app, provider, "end-round", { ...s, transactionId: "a-end" });
    expect(end.status).toBe(200);
    const late = await rgs(t.app, provider, "win", { ...s, transactionId: "a-win-3", amount: 1 });
    expect(late.json.code).toBe("RGS_ROUND_CLOSED");
    const history = await call(t.app, "GET", "/api/user/casinoHistory", p.headers);
    const round = history.json.items[0];
    expect(round).toMatchObject({ slug: provider.slug, stake: 2.5, win: 5, status: "settled" });
    expect(round.providerRound).toBe("round-a");
    const audit = await t.app.services.wallet.audit();
    expect(audit).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
  });

  it("answers a repeated transaction id with the first answer, and another body under it with 409", async () => {
    const p = await playingPlayer(t.app, provider, 1_000n);
    const bet = { sessionId: p.sessionId, roundId: "round-b", transactionId: "b-bet", amount: 300 };
    const first = await rgs(t.app, provider, "bet", bet);
    await rgs(t.app, provider, "win", { ...bet, transactionId: "b-win", amount: 50 });
    const repeat = await rgs(t.app, provider, "bet", bet);
    expect(repeat).toEqual(first);
    const doubleWin = await rgs(t.app, provider, "win", { ...bet, transactionId: "b-win", amount: 50 });
    expect(doubleWin.json.balance).toBe(750);
    expect(await balanceOf(t.app, p.userId)).toBe(750n);
    const conflict = await rgs(t.app, provider, "bet", { ...bet, amount: 301 });
    expect(conflict.status).toBe(409);
    expect(conflict.json.code).toBe("RGS_TRANSACTION_CONFLICT");
    expect(await balanceOf(t.app, p.userId)).toBe(750n);
  });

  it("refunds a rolled-back bet and refuses a win of its round afterwards", async () => {
    const p = await playingPlayer(t.app, provider, 1_000n);
    const s = { sessionId: p.sessionId, roundId: "round-c" };
    await rgs(t.app, provider, "bet", { ...s, transactionId: "c-bet", amount: 400 });
    const back = await rgs(t.app, provider, "rollback", {
      ...s,
      transactionId: "c-rb",
      betTransactionId: "c-bet",
    });
    expect(back.json.balance).toBe(1_000);
    const win = await rgs(t.app, provider, "win", { ...s, transactionId: "c-win", amount: 800 });
    expect(win.status).toBe(409);
    expect(win.json.code).toBe("RGS_BET_ROLLED_BACK");
    expect(await balanceOf(t.app, p.userId)).toBe(1_000n);
  });

  it("records a rollback of a bet it never saw, and refuses that bet when it arrives late", async () => {
    const p = await playingPlayer(t.app, provider, 1_000n);
    const s = { sessionId: p.sessionId, roundId: "round-d" };
    const back = await rgs(t.app, provider, "rollback", {
      ...s,
      transactionId: "d-rb",
      betTransactionId: "d-bet",
    });
    expect(back.status).toBe(200);
    expect(back.json.balance).toBe(1_000);
    const late = await rgs(t.app, provider, "bet", { ...s, transactionId: "d-bet", amount: 200 });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe("RGS_BET_ROLLED_BACK");
    expect(await balanceOf(t.app, p.userId)).toBe(1_000n);
  });

  it("refuses a bet larger than the balance with its own code", async () => {
    const p = await playingPlayer(t.app, provider, 100n);
    const bet = { sessionId: p.sessionId, roundId: "round-e", transactionId: "e-bet", amount: 101 };
    const answer = await rgs(t.app, provider, "bet", bet);
    expect(answer.status).toBe(402);
    expect(answer.json.code).toBe("RGS_INSUFFICIENT_FUNDS");
    expect(await balanceOf(t.app, p.userId)).toBe(100n);
  });
});
