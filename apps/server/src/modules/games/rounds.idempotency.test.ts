import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, call, fundedPlayer, minor } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

// One client round id (or blackjack action id), one request: concurrent repeats get the first answer and make one
// debit; the id used again for another stake, game or move is refused with 409.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const play = (headers: Record<string, string>, slug: string, body: Record<string, unknown>) =>
  call(t.app, "POST", `/api/games/${slug}/rounds`, headers, body);

describe("a client round id", () => {
  it("ten at once: one round, one debit, and every answer is the first one", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => play(p.headers, "comet-cascade", { stake: 1, clientRoundId: "same" })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    const round = answers[0]!.json;
    expect(await balanceOf(t.app, p.userId)).toBe(10_000n - minor(round.stake) + minor(round.win));
  });

  it("refuses the id for another stake or another game (409) and replays an exact repeat", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const first = await play(p.headers, "comet-cascade", { stake: 1, clientRoundId: "r-1" });
    expect(first.status).toBe(200);
    const after = await balanceOf(t.app, p.userId);
    const otherStake = await play(p.headers, "comet-cascade", { stake: 2, clientRoundId: "r-1" });
    expect(otherStake).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    const otherGame = await play(p.headers, "dice", {
      stake: 1,
      clientRoundId: "r-1",
      dice: { target: 5000, direction: "under" },
    });
    expect(otherGame).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
    const again = await play(p.headers, "comet-cascade", { stake: "1.00", clientRoundId: "r-1" });
    expect(again).toMatchObject({ status: 200, json: first.json });
    expect(await balanceOf(t.app, p.userId)).toBe(after);
  });

  it("refuses another roulette bet under the same id", async () => {
    const p = await fundedPlayer(t.app, 10_000n);
    const bets = [{ type: "red", amount: 1 }];
    const first = await play(p.headers, "european-roulette", { clientRoundId: "rl-1", bets });
    expect(first.status).toBe(200);
    const other = await play(p.headers, "european-roulette", {
      clientRoundId: "rl-1",
      bets: [{ type: "black", amount: 1 }],
    });
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
  });
});

describe("a blackjack action id", () => {
  it("answers concurrent repeats alike, and refuses another move under the same id", async () => {
    const p = await fundedPlayer(t.app, 100_000n);
    // A natural settles at once; deal until a hand waits for the player.
    let round: { id: string; status: string; outcome: { phase?: string } } | undefined;
    for (let i = 0; i < 30 && round?.status !== "open"; i++) {
      round = (await play(p.headers, "blackjack", { stake: 10, clientRoundId: `bj-${i}` })).json;
    }
    expect(round?.status).toBe("open");
    const url = `/api/games/blackjack/rounds/${round!.id}/actions`;
    const action = round!.outcome.phase === "insurance" ? "noInsurance" : "double";
    const before = await balanceOf(t.app, p.userId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, "POST", url, p.headers, { action, clientActionId: "a-1" })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    if (action === "double") {
      // One extra stake of 10.00, however many times the move arrived (plus whatever the settled hand paid).
      expect(answers[0]!.json.steps).toHaveLength(1);
      expect(await balanceOf(t.app, p.userId)).toBe(before - 1_000n + minor(answers[0]!.json.win));
    }
    const other = await call(t.app, "POST", url, p.headers, { action: "stand", clientActionId: "a-1" });
    expect(other).toMatchObject({ status: 409, json: { code: "IDEMPOTENCY_MISMATCH" } });
  });
});
