import { FavouritesResponse } from "@casino/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
});
afterAll(() => t.close());

describe("favourites", () => {
  it("adds, lists and removes the player's own favourites", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const url = `/v1/player/${p.userId}/favorites`;
    const added = await call(t.app, "PUT", url, p.headers, { items: ["gem-vault"] });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    await call(t.app, "PUT", url, p.headers, { items: ["vela-dice"] });
    await call(t.app, "PUT", url, p.headers, { items: ["gem-vault"] });
    const list = FavouritesResponse.parse((await call(t.app, "GET", `${url}?platform=PC`, p.headers)).json);
    expect(list.items.map((i) => i.gameModel.slug)).toEqual(["gem-vault", "dice"]);
    const removed = await call(t.app, "DELETE", `${url}/gem-vault`, p.headers);
    expect(removed.json.items.map((i: { id: string }) => i.id)).toEqual(["vela-dice"]);
  });

  it("refuses other players' lists, guests and unknown games", async () => {
    const p = await fundedPlayer(t.app, 0n);
    const other = await fundedPlayer(t.app, 0n);
    const url = `/v1/player/${other.userId}/favorites`;
    expect((await call(t.app, "GET", url, p.headers)).status).toBe(403);
    expect((await call(t.app, "PUT", url, p.headers, { items: ["gem-vault"] })).status).toBe(403);
    expect((await call(t.app, "DELETE", `${url}/gem-vault`, p.headers)).status).toBe(403);
    expect((await call(t.app, "GET", url)).status).toBe(401);
    const own = `/v1/player/${p.userId}/favorites`;
    const unknown = await call(t.app, "PUT", own, p.headers, { items: ["no-such-game"] });
    expect(unknown).toMatchObject({ status: 404, json: { message: "Game could not be found" } });
    expect((await call(t.app, "PUT", own, p.headers, { items: ["a", "b"] })).status).toBe(400);
  });
});
