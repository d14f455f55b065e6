import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceOf, call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";
import { importGamesFeed } from "../casino";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

describe("fun mode", () => {
  it("plays with play money bound to the browser, never touching the wallet", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const first = await call(t.app, "POST", "/api/games/sugar-rush/rounds", p.headers, {
      stake: 5,
      clientRoundId: "fun-1",
      mode: "fun",
    });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json).toMatchObject({ mode: "fun", currency: "FUN", balanceBefore: 1000 });
    const cookie = first.cookies.find((c) => c.name === "vela_fun")!;
    const headers = { ...p.headers, cookie: `vela_fun=${cookie.value}` };
    const second = await call(t.app, "POST", "/api/games/sugar-rush/rounds", headers, {
      stake: 5,
      clientRoundId: "fun-2",
      mode: "fun",
    });
    expect(second.json.balanceBefore).toBe(first.json.balanceAfter);
    expect(await balanceOf(t.app, p.userId)).toBe(0n);
    expect((await call(t.app, "GET", "/api/user/casinoHistory", p.headers)).json.total).toBe(0);
    // A guest too.
    expect(
      (
        await call(
          t.app,
          "POST",
          "/api/games/dice/rounds",
          {},
          { stake: 1, clientRoundId: "g", mode: "fun", dice: { target: 5000, direction: "over" } },
        )
      ).status,
    ).toBe(200);
  });

  it("launching in fun mode shows the fun session's play money, which rounds change", async () => {
    const first = await call(t.app, "POST", "/api/games/dice/launch", {}, { mode: "fun" });
    expect(first.json).toMatchObject({ mode: "fun", funBalance: 1000 });
    const headers = { cookie: `vela_fun=${first.cookies.find((c) => c.name === "vela_fun")!.value}` };
    const round = (
      await call(t.app, "POST", "/api/games/dice/rounds", headers, {
        stake: 5,
        clientRoundId: "fb-launch",
        mode: "fun",
        dice: { target: 5000, direction: "under" },
      })
    ).json;
    const again = await call(t.app, "POST", "/api/games/dice/launch", headers, { mode: "fun" });
    expect(again.json.funBalance).toBe(round.balanceAfter);
    expect(again.json.funBalance).not.toBe(1000);
  });

  it("plays fun blackjack to the end for a guest, resuming the open hand", async () => {
    const first = await call(t.app, "POST", "/api/games/blackjack/launch", {}, { mode: "fun" });
    const headers = { cookie: `vela_fun=${first.cookies.find((c) => c.name === "vela_fun")!.value}` };
    let round = { id: "", status: "settled", outcome: { phase: "done" } };
    for (let i = 0; i < 30 && round.status !== "open"; i++) {
      round = (
        await call(t.app, "POST", "/api/games/blackjack/rounds", headers, {
          stake: 10,
          clientRoundId: `fb-${i}`,
          mode: "fun",
        })
      ).json;
    }
    const open = (await call(t.app, "GET", "/api/games/blackjack/rounds/open?mode=fun", headers)).json.round;
    expect(open.id).toBe(round.id);
    for (let step = 0; round.status === "open"; step++) {
      const action = round.outcome.phase === "insurance" ? "noInsurance" : "stand";
      round = (
        await call(t.app, "POST", `/api/games/blackjack/rounds/${round.id}/actions`, headers, {
          action,
          clientActionId: `fs-${step}`,
        })
      ).json;
    }
    expect(round).toMatchObject({ mode: "fun", status: "settled" });
  });

  it("is refused for a game without fun mode", async () => {
    await importGamesFeed(t.database.db, {
      games: [
        {
          id: "ext-1",
          slug: "ext-real-only",
          gameCode: "X1",
          name: "Real Only",
          vendor: "vela-studios",
          thumbnails: { "114": "/x.svg" },
          hasFunMode: false,
          launchUrl: "https://games.example/x1",
        },
      ],
    });
    const launched = await call(t.app, "POST", "/api/games/ext-real-only/launch", {}, { mode: "fun" });
    expect(launched).toMatchObject({
      status: 400,
      json: { code: "FUN_MODE_UNAVAILABLE", message: "free-play-not-available" },
    });
  });
});
