import { login, PASSWORD } from "../reliability/players";
import type { ClusterContext, Outcome } from "./context";
import { ClusterClient, signUp } from "./players";

/** The configured per-IP login limit (platform/config.ts LOGIN_IP_LIMIT_PER_MINUTE; the run does not change it). */
const LIMIT = 30;

/**
 * LIMIT + 1 logins from one address through the load balancer, spread round robin over the processes: the counters
 * live in Redis, so exactly LIMIT are accepted and the rest refused with 429 RATE_LIMITED, whichever process answers.
 */
export async function loginLimit(ctx: ClusterContext): Promise<Outcome> {
  // The account is made straight on a process, from an address of its own, so the LB's address starts at 0.
  const player = await signUp(ctx.apps[0]!.baseUrl, ctx.tally, "10.2.0.1");
  await login(player);
  const answers: number[] = [];
  for (let i = 0; i < LIMIT + 1; i++) {
    const client = new ClusterClient(ctx.lb.baseUrl, ctx.tally);
    const answer = await client.request("login (limit)", "POST", "/api/session/login", {
      body: { username: player.username, password: PASSWORD },
    });
    answers.push(answer.status);
  }
  const accepted = answers.filter((s) => s === 200).length;
  const refused = answers.filter((s) => s === 429).length;
  const other = answers.length - accepted - refused;
  return {
    scenario: "2 per-IP login limit across processes",
    pass: accepted === LIMIT && refused === 1 && answers[LIMIT] === 429,
    figure: `${accepted} accepted / ${refused} refused`,
    detail: `${LIMIT + 1} logins through the LB over ${ctx.apps.length} processes: ${accepted} × 200, ${refused} × 429, ${other} other; the last answered ${answers[LIMIT]}`,
  };
}
