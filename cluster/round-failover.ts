import { randomUUID } from "node:crypto";
import type { SentRound } from "../reliability/burst";
import { deposit } from "../reliability/players";
import { replayRounds } from "../reliability/replay";
import type { ClusterContext, Outcome } from "./context";
import { alive, sleep } from "./context";
import { login, signUp } from "./players";

const SCENARIO = "6 kill -9 during a burst of rounds";
const PLAYERS = 6;
const SLOT = "/api/games/neon-nights/rounds";

/**
 * Players play slot rounds through the load balancer; one process is killed (SIGKILL) mid-burst. HAProxy must mark it
 * down and the burst goes on through the survivors; then every round is sent again with its client round id: an
 * answered round gets the very same answer, a round cut off by the kill one consistent answer (reliability/replay.ts).
 */
export async function roundFailover(ctx: ClusterContext): Promise<Outcome[]> {
  const running = alive(ctx);
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, i) => {
      const app = running[i % running.length]!;
      const player = await signUp(app.baseUrl, ctx.tally, `10.4.0.${i + 1}`);
      await login(player);
      if (!(await deposit(player, ctx.secret, 200))) throw new Error("a burst player's deposit failed");
      // From now on through the load balancer, as a browser would.
      player.baseUrl = ctx.lb.baseUrl;
      player.forwardedFor = undefined;
      return player;
    }),
  );
  const rounds: SentRound[] = [];
  const stop = { now: false };
  let afterKill = { sent: 0, failed: 0 };
  let killed = false;
  const play = async (player: (typeof players)[number]) => {
    while (!stop.now) {
      const sent: SentRound = { player, body: { stake: 1, clientRoundId: randomUUID() }, first: null };
      rounds.push(sent);
      const answer = await player
        .request("burst round", "POST", SLOT, { body: sent.body, key: sent.body.clientRoundId })
        .catch(() => null);
      // A 5xx here is the proxy's answer for a request cut off by the kill: the round counts as in flight.
      sent.first = answer && answer.status < 500 ? answer : null;
      if (killed) {
        afterKill.sent++;
        if (!sent.first) afterKill.failed++;
      }
    }
  };
  const burst = Promise.all(players.map(play));
  await sleep(2_000);
  const victim = running[0]!;
  const beforeKill = rounds.length;
  const killedAt = Date.now();
  await victim.kill9();
  killed = true;
  let downAfter: number | null = null;
  while (Date.now() - killedAt < 10_000) {
    const states = await ctx.lb.states();
    if (states[victim.name]?.startsWith("DOWN")) {
      downAfter = Date.now() - killedAt;
      break;
    }
    await sleep(100);
  }
  // The burst goes on for 2 s with the dead process out of rotation: none of those may fail.
  afterKill = { sent: 0, failed: 0 };
  await sleep(2_000);
  stop.now = true;
  await burst;
  const inFlight = rounds.filter((r) => r.first === null).length;
  const replay = await replayRounds(rounds, ctx.lb.baseUrl, 8);
  const replayOk = replay.every((c) => c.pass);
  return [
    {
      scenario: `${SCENARIO}: LB takes it out`,
      pass: downAfter !== null && afterKill.sent > 0 && afterKill.failed === 0,
      figure: downAfter === null ? "never" : `${downAfter} ms to DOWN`,
      detail: `killed ${victim.name} after ${beforeKill} rounds; HAProxy marked it ${downAfter === null ? "never DOWN" : `DOWN after ${downAfter} ms`}; then ${afterKill.sent} rounds through the survivors, ${afterKill.failed} failed`,
    },
    {
      scenario: `${SCENARIO}: replay`,
      pass: replayOk,
      figure: `${rounds.length} rounds, ${inFlight} cut off`,
      detail: replay.map((c) => `${c.pass ? "ok" : "FAILED"} ${c.name}: ${c.detail}`).join("; "),
    },
  ];
}
