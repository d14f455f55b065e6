import type { ClusterContext, Outcome } from "./context";
import { sleep } from "./context";
import { ClusterClient, type ClusterPlayer, signUp } from "./players";

const SCENARIO = "4 a job enqueued once runs once";
const ACCOUNTS = 6;
const REQUESTS_EACH = 5;

/**
 * A real job of the product: each password-reset request enqueues one `password-reset-mail` job, and running it
 * stores one reset key and one e-mail (in the outbox table: the run has no SMTP). ACCOUNTS × REQUESTS_EACH requests
 * are sent at once, spread over the three processes, whose workers all poll the same queue (FOR UPDATE SKIP LOCKED):
 * each job must be done after exactly one attempt, and each account must hold exactly REQUESTS_EACH keys and mails
 * (a job run twice leaves two).
 */
export async function jobsRunOnce(ctx: ClusterContext): Promise<Outcome> {
  const apps = ctx.apps;
  const accounts: ClusterPlayer[] = [];
  for (let i = 0; i < ACCOUNTS; i++)
    accounts.push(await signUp(apps[i % apps.length]!.baseUrl, ctx.tally, `10.7.0.${i + 1}`));
  const emails = accounts.map((a) => `${a.username}@cluster.example`);

  // Each request from an address of its own: the per-IP mail limit (5 in 15 min) is not what this checks.
  const requests = emails.flatMap((email, i) =>
    Array.from({ length: REQUESTS_EACH }, (_, n) => {
      const client = new ClusterClient(
        apps[(i + n) % apps.length]!.baseUrl,
        ctx.tally,
        `10.7.${i + 1}.${n + 1}`,
      );
      return client.request("password reset", "POST", "/api/user/password/resetRequestWithEmail", {
        body: { email },
      });
    }),
  );
  const answers = await Promise.all(requests);
  const refused = answers.filter((a) => a.status !== 200);
  if (refused.length)
    return fail(
      `${refused.length} reset requests were not accepted: ${refused[0]?.status} ${refused[0]?.text}`,
    );
  const enqueued = answers.length;

  const jobsOf = async () =>
    (
      await ctx.pool.query<{ done: number; once: number; pending: number; failed: number }>(
        `select count(*) filter (where done_at is not null)::int as done,
                count(*) filter (where done_at is not null and attempts = 1)::int as once,
                count(*) filter (where done_at is null and failed_at is null)::int as pending,
                count(*) filter (where failed_at is not null)::int as failed
           from jobs where queue = 'password-reset-mail' and payload->>'email' = any($1::text[])`,
        [emails],
      )
    ).rows[0]!;
  const startedAt = Date.now();
  let state = await jobsOf();
  while (state.pending > 0 && Date.now() - startedAt < 30_000) {
    await sleep(250);
    state = await jobsOf();
  }
  const tookMs = Date.now() - startedAt;
  const effects = await ctx.pool.query<{ email: string; mails: number; keys: number }>(
    `select e.email,
            (select count(*)::int from outbox_messages m where m.recipient = e.email and m.template = 'password_reset') as mails,
            (select count(*)::int from verification_tokens v where v.target = e.email and v.purpose = 'password_reset') as keys
       from unnest($1::text[]) as e(email)`,
    [emails],
  );
  const mails = effects.rows.reduce((sum, r) => sum + r.mails, 0);
  const keys = effects.rows.reduce((sum, r) => sum + r.keys, 0);
  const exact = effects.rows.filter((r) => r.mails === REQUESTS_EACH && r.keys === REQUESTS_EACH).length;
  const jobRows = state.done + state.pending + state.failed;
  return {
    scenario: SCENARIO,
    pass: jobRows === enqueued && state.done === enqueued && state.once === enqueued && exact === ACCOUNTS,
    figure: `${state.once}/${enqueued} once, ${mails} mails`,
    detail: `${enqueued} reset requests over ${apps.length} processes (${REQUESTS_EACH} for each of ${ACCOUNTS} accounts) → ${jobRows} jobs: ${state.done} done (${state.once} after one attempt), ${state.pending} pending, ${state.failed} failed after ${tookMs} ms; ${mails} mails and ${keys} reset keys stored (${enqueued} expected), ${exact}/${ACCOUNTS} accounts with exactly ${REQUESTS_EACH} of each`,
  };
}

function fail(detail: string): Outcome {
  return { scenario: SCENARIO, pass: false, figure: "—", detail };
}
