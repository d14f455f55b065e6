import type pg from "pg";
import type { Tally } from "./client";
import type { Check } from "./keys";
import { newPlayer } from "./players";

/** A final score per sport, and the corrected one an operator enters afterwards (it flips the 1X2 result). */
const RESULTS: Record<string, [object, object]> = {
  football: [
    { home: 2, away: 1 },
    { home: 0, away: 3 },
  ],
  basketball: [
    { home: 101, away: 99 },
    { home: 88, away: 95 },
  ],
  tennis: [
    {
      sets: [
        [6, 4],
        [6, 3],
      ],
    },
    {
      sets: [
        [4, 6],
        [3, 6],
      ],
    },
  ],
};

/**
 * Settlement money under load: an operator results every running match that holds the burst's open bets, then
 * corrects each result (paid winnings are taken back, new winners paid), and abandons the pre-match events that
 * hold bets (their stakes are returned, free bets given back). The checks are that every call is answered without a
 * 5xx and that the settlement jobs all finish; the ledger invariants that follow tie each settlement to its transfer.
 */
export async function settlementChecks(baseUrl: string, tally: Tally, pool: pg.Pool): Promise<Check[]> {
  // A trader (results, corrections and abandonments are `trading.manage`), as an admin grants the role.
  const operator = await newPlayer(baseUrl, tally, "ops");
  await pool.query(`update users set roles = array['player', 'trader'] where username = $1`, [
    operator.username,
  ]);
  const { rows: events } = await pool.query<{ id: string; sport: string; status: string }>(
    `select e.id, e.sport, e.status from sports_events e
       where exists (select 1 from sports_bet_legs l join sports_bets b on b.id = l.bet_id
                      where l.event_id = e.id and b.status = 'open')
       order by e.starts_at limit 16`,
  );
  const live = events.filter((e) => e.status === "live");
  const later = events.filter((e) => e.status === "scheduled").slice(0, 4);
  const refused: string[] = [];
  const send = async (name: string, path: string, body?: object) => {
    const answer = await operator.request(name, "POST", path, body ? { body } : {});
    if (answer.status !== 200) refused.push(`${name} ${path} → ${answer.status}`);
  };

  for (const event of live)
    await send(
      "operator result",
      `/api/admin/sportsbook/events/${event.id}/result`,
      RESULTS[event.sport]?.[0],
    );
  for (const event of later)
    await send("operator abandon", `/api/admin/sportsbook/events/${event.id}/abandon`);
  const first = await settled(pool);
  for (const event of live)
    await send(
      "operator correction",
      `/api/admin/sportsbook/events/${event.id}/result`,
      RESULTS[event.sport]?.[1],
    );
  const corrected = await settled(pool);

  const { rows } = await pool.query<{ settlements: number; corrections: number; failed: number }>(
    `select count(*)::int as settlements, count(*) filter (where reason = 'correction')::int as corrections,
            (select count(*) from jobs where queue = 'sportsbook.settle' and failed_at is not null)::int as failed
       from sports_settlements`,
  );
  const made = rows[0] ?? { settlements: 0, corrections: 0, failed: -1 };
  return [
    {
      name: "the operator's results, corrections and abandonments are accepted",
      pass: refused.length === 0,
      detail: refused.length
        ? refused.slice(0, 5).join("; ")
        : `${live.length} running matches resulted and corrected, ${later.length} pre-match events abandoned`,
    },
    {
      name: "every settlement job finishes",
      pass: first && corrected && made.failed === 0,
      detail: `${made.settlements} settlements, ${made.corrections} of them corrections, ${made.failed} failed jobs`,
    },
  ];
}

/** Waits for the settlement queue to drain (the server runs it on its job poller); false after 30 s. */
async function settled(pool: pg.Pool): Promise<boolean> {
  for (let i = 0; i < 120; i++) {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from jobs where queue = 'sportsbook.settle' and done_at is null and failed_at is null`,
    );
    if ((rows[0]?.n ?? 0) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
