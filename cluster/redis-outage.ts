import { randomUUID } from "node:crypto";
import type { Answer } from "../reliability/client";
import { deposit, type Player, sendWebhook, webhookBody } from "../reliability/players";
import type { ClusterContext, Outcome } from "./context";
import { alive, sleep } from "./context";
import { login, signUp } from "./players";
import { redisCommand, startRedis } from "./processes";
import { openStream } from "./sse";

const SCENARIO = "7 Redis stopped for 10 s";
const SLOT = "/api/games/neon-nights/rounds";

/**
 * The run's private Redis is stopped for 10 s while a player keeps playing through the load balancer: every call must
 * still be answered (live events degrade, the API does not), each round lands in the ledger exactly once, and once
 * Redis is back a balance stream open on another process hears a new deposit again.
 */
export async function redisOutage(ctx: ClusterContext): Promise<Outcome[]> {
  const app = alive(ctx)[0]!;
  const player = await signUp(app.baseUrl, ctx.tally, "10.5.0.1");
  await login(player);
  if (!(await deposit(player, ctx.secret, 100))) throw new Error("the deposit before the outage failed");
  player.baseUrl = ctx.lb.baseUrl;
  player.forwardedFor = undefined;

  // A stream open through the whole outage: it must hear events again once Redis is back (the bus re-subscribes).
  const held = await openStream(`${app.baseUrl}/v1/player/${player.userId}/balance/updates`, {
    cookie: player.cookie,
  });
  await held.waitFor(() => true, 3_000);

  await ctx.redis.stop();
  const stoppedAt = Date.now();
  const answers: { body: { stake: number; clientRoundId: string }; first: Answer | null }[] = [];
  let otherCalls = 0;
  let otherFailed = 0;
  while (Date.now() - stoppedAt < 10_000) {
    const body = { stake: 1, clientRoundId: randomUUID() };
    const first = await player
      .request("outage round", "POST", SLOT, { body, key: body.clientRoundId })
      .catch(() => null);
    answers.push({ body, first });
    const balance = await player.request("outage balance", "GET", "/api/user/balance").catch(() => null);
    otherCalls++;
    if (balance?.status !== 200) otherFailed++;
    await sleep(100);
  }
  const outageDeposit = await deposit(player, ctx.secret, 10);
  ctx.redis = await startRedis(ctx.redisPort);
  const downFor = Date.now() - stoppedAt;

  const rounds = answers.filter((a) => a.first?.status === 200).length;
  const { rows } = await ctx.pool.query<{ n: number }>(
    "select count(*)::int as n from game_rounds where client_round_id = any($1::text[])",
    [answers.map((a) => a.body.clientRoundId)],
  );
  let replayedSame = 0;
  for (const a of answers) {
    const again = await player.request("outage replay", "POST", SLOT, {
      body: a.body,
      key: a.body.clientRoundId,
    });
    if (a.first && again.status === a.first.status && again.text === a.first.text) replayedSame++;
  }
  const apiOk = rounds === answers.length && otherFailed === 0 && outageDeposit;

  // Streams resume: a stream on a process (opened after Redis is back) hears a deposit settled through the LB.
  let resumedMs: number | null = null;
  let heldHeard = false;
  let tries = 0;
  let lastProblem = "";
  const resumeStarted = Date.now();
  while (resumedMs === null && Date.now() - resumeStarted < 10_000) {
    tries++;
    const stream = await openStream(`${app.baseUrl}/v1/player/${player.userId}/balance/updates`, {
      cookie: player.cookie,
    }).catch((error: Error) => {
      lastProblem = error.message;
      return null;
    });
    if (!stream) await sleep(500);
    else {
      const first = await stream.waitFor(() => true, 3_000);
      const before = first
        ? (JSON.parse(first.data) as { real: { afterAmount: number } }).real.afterAmount
        : 0;
      await sleep(300);
      const problem = await depositProblem(player, ctx.secret, 5);
      if (problem) lastProblem = problem;
      const seen = await stream.waitFor((f) => {
        const data = JSON.parse(f.data) as { real?: { afterAmount?: number } };
        return data.real?.afterAmount !== undefined && data.real.afterAmount > before;
      }, 2_000);
      stream.close();
      if (seen) {
        resumedMs = seen.at - resumeStarted;
        const target = (JSON.parse(seen.data) as { real: { afterAmount: number } }).real.afterAmount;
        const heard = await held.waitFor(
          (f) => (JSON.parse(f.data) as { real?: { afterAmount?: number } }).real?.afterAmount === target,
          2_000,
        );
        heldHeard = heard !== null;
      } else if (!problem) lastProblem = `no frame above ${before} (${stream.frames.length} frames)`;
    }
  }
  // When nothing was heard: which channels the processes are subscribed to on the restarted Redis.
  const channels =
    resumedMs === null
      ? await redisCommand(ctx.redisPort, `PUBSUB NUMSUB ${ctx.namespace}:bus:wallet.balance`)
      : "";
  held.close();
  return [
    {
      scenario: `${SCENARIO}: API keeps working`,
      pass: apiOk && rows[0]?.n === rounds && replayedSame === answers.length,
      figure: `${rounds}/${answers.length} rounds, ${otherCalls - otherFailed}/${otherCalls} reads`,
      detail: `Redis down ${(downFor / 1000).toFixed(1)} s: ${rounds}/${answers.length} rounds answered 200, ${rows[0]?.n} in the ledger, ${replayedSame} replayed identically; ${otherCalls - otherFailed}/${otherCalls} balance reads; deposit during the outage ${outageDeposit ? "credited" : "FAILED"}`,
    },
    {
      scenario: `${SCENARIO}: streams resume`,
      pass: resumedMs !== null && heldHeard,
      figure: resumedMs === null ? "never" : `${resumedMs} ms`,
      detail:
        resumedMs === null
          ? `no balance stream heard a deposit within 10 s of Redis returning (${tries} tries; ${lastProblem}); Redis PUBSUB NUMSUB wallet.balance: ${channels || "none"}`
          : `a new balance stream heard a deposit ${resumedMs} ms after Redis was started again (${tries} tries); the stream open through the outage ${heldHeard ? "heard it too" : "did NOT hear it"}`,
    },
  ];
}

/** A deposit and its approving webhook; what went wrong, or null. */
async function depositProblem(player: Player, secret: string, amount: number): Promise<string | null> {
  const started = await player.request("deposit.start", "POST", "/api/user/cashier/depositGm1", {
    body: { amount, currency: "GBP" },
    key: randomUUID(),
  });
  if (started.status !== 200)
    return `deposit start answered ${started.status}: ${started.text.slice(0, 200)}`;
  const { transactionId, redirectUrl } = started.body as { transactionId: string; redirectUrl: string };
  const paymentId = redirectUrl.split("/").pop() ?? "";
  const hook = await sendWebhook(
    player,
    secret,
    webhookBody("payment.approved", {
      transactionId,
      paymentId,
      amount: BigInt(amount * 100),
      currency: "GBP",
    }),
  );
  return hook.status === 200 ? null : `webhook answered ${hook.status}: ${hook.text.slice(0, 200)}`;
}
