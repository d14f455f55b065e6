import { RoundView } from "@casino/contract";
import { createFairRng, findSlotTitle, hashServerSeed, playSlot } from "@casino/games";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, fundedPlayer } from "../../test/funded-player";
import { createTestApp, type TestApp } from "../../test/harness";

const SLOT = "comet-cascade";
const PAIR = { serverSeed: "journey-seed-1", clientSeed: "journey-client", nonce: 0 };

const spin = (t: TestApp, headers: Record<string, string>, clientRoundId: string) =>
  call(t.app, "POST", `/api/games/${SLOT}/rounds`, headers, { stake: 1, clientRoundId, mode: "real" });

describe("the seed test seam without TEST_SEAMS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS_POLL_MS: "0" } });
  });
  afterAll(() => t.close());

  it("is not mounted: 404, and the player's seeds stay their own", async () => {
    const p = await fundedPlayer(t.app, 1_000n);
    const before = (await call(t.app, "GET", "/api/games/seeds", p.headers)).json;
    const response = await call(t.app, "PUT", "/api/test/seeds", p.headers, PAIR);
    expect(response.status).toBe(404);
    expect(response.json.code).toBe("NOT_FOUND");
    expect((await call(t.app, "GET", "/api/games/seeds", p.headers)).json).toEqual(before);
    expect(before.serverSeedHash).not.toBe(hashServerSeed(PAIR.serverSeed));
  });
});

describe("the seed test seam with TEST_SEAMS=true", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { JOBS_POLL_MS: "0", TEST_SEAMS: "true" } });
  });
  afterAll(() => t.close());

  it("sets the session's player's pair: the next rounds play exactly the outcomes those seeds give", async () => {
    const p = await fundedPlayer(t.app, 1_000n);
    const set = await call(t.app, "PUT", "/api/test/seeds", p.headers, PAIR);
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json).toEqual({
      serverSeedHash: hashServerSeed(PAIR.serverSeed),
      clientSeed: PAIR.clientSeed,
      nonce: 0,
    });
    for (const nonce of [0, 1]) {
      const round = RoundView.parse((await spin(t, p.headers, `seam-${nonce}`)).json);
      const expected = playSlot(findSlotTitle(SLOT)!, createFairRng({ ...PAIR, nonce }));
      expect(round.seeds).toMatchObject({ clientSeed: PAIR.clientSeed, nonce });
      expect(round.outcome).toEqual(expected);
      expect(round.win).toBe(expected.winCoins / expected.coins);
    }
    // The pair is an ordinary one: rotating reveals it, so the rounds verify.
    const rotated = await call(t.app, "POST", "/api/games/seeds/rotate", p.headers, {});
    expect(rotated.json.revealed).toEqual({
      serverSeed: PAIR.serverSeed,
      serverSeedHash: hashServerSeed(PAIR.serverSeed),
      clientSeed: PAIR.clientSeed,
      rounds: 2,
    });
  });

  it("sets another player's pair by username and starts at the nonce given", async () => {
    const p = await fundedPlayer(t.app, 1_000n, { username: "seam_target" });
    const set = await call(
      t.app,
      "PUT",
      "/api/test/seeds",
      {},
      { ...PAIR, username: "seam_target", nonce: 7 },
    );
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const round = RoundView.parse((await spin(t, p.headers, "seam-by-name")).json);
    expect(round.seeds.nonce).toBe(7);
    expect(round.outcome).toEqual(playSlot(findSlotTitle(SLOT)!, createFairRng({ ...PAIR, nonce: 7 })));
  });

  it("answers 401 without a session or username, 404 for an unknown username, 400 for a bad pair", async () => {
    expect((await call(t.app, "PUT", "/api/test/seeds", {}, PAIR)).status).toBe(401);
    const unknown = await call(t.app, "PUT", "/api/test/seeds", {}, { ...PAIR, username: "nobody_here" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("NOT_FOUND");
    const bad = await call(t.app, "PUT", "/api/test/seeds", {}, { ...PAIR, serverSeed: "", nonce: -1 });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe("VALIDATION_FAILED");
  });
});
