import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Answer, Tally } from "./client";
import { balance, deposit, newPlayer } from "./players";

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

const same = (answers: Answer[]) =>
  answers.every((a) => a.status === answers[0]?.status && a.text === answers[0]?.text);
const code = (answer: Answer) => (answer.body as { code?: string }).code ?? "";
const classes = (answers: Answer[]) => {
  const out: Record<string, number> = {};
  for (const a of answers)
    out[`${Math.floor(a.status / 100)}xx`] = (out[`${Math.floor(a.status / 100)}xx`] ?? 0) + 1;
  return JSON.stringify(out);
};

/**
 * Idempotency: a retried money call (same Idempotency-Key, same body) has one effect and the same answer, alone or
 * racing itself; the same key with another body is 409 IDEMPOTENCY_MISMATCH (platform/idempotency). Then the
 * double-spend race: 100 simultaneous requests for the whole balance, each with its own key, and exactly one wins.
 */
export async function keyChecks(
  baseUrl: string,
  tally: Tally,
  secret: string,
  pool: pg.Pool,
): Promise<Check[]> {
  const checks: Check[] = [];
  const player = await newPlayer(baseUrl, tally, "keys");
  await deposit(player, secret, 1000);

  // Slot round: 1 + 10 concurrent retries of one client round id.
  const round = { stake: 1, clientRoundId: randomUUID() };
  const send = (body: object) =>
    player.request("keys: round", "POST", "/api/games/neon-nights/rounds", {
      body,
      key: round.clientRoundId,
    });
  const firstRound = await send(round);
  const roundRetries = await Promise.all(Array.from({ length: 10 }, () => send(round)));
  const roundRows = await pool.query<{ n: number }>(
    "select count(*)::int as n from game_rounds where client_round_id = $1",
    [round.clientRoundId],
  );
  checks.push({
    name: "round: 11 sends of one client round id → one round, same answer",
    pass: firstRound.status === 200 && same([firstRound, ...roundRetries]) && roundRows.rows[0]?.n === 1,
    detail: `${roundRows.rows[0]?.n} round rows, answers ${classes([firstRound, ...roundRetries])}, identical ${same([firstRound, ...roundRetries])}`,
  });
  const roundMismatch = await send({ ...round, stake: 2 });
  checks.push({
    name: "round: same id, other stake → 409 IDEMPOTENCY_MISMATCH",
    pass: roundMismatch.status === 409 && code(roundMismatch) === "IDEMPOTENCY_MISMATCH",
    detail: `${roundMismatch.status} ${code(roundMismatch)}`,
  });

  // Deposit start, withdrawal and a sports bet: 10 concurrent sends of one key each, then the key with another body.
  const cases: { op: string; path: string; body: object; other: object; rows: string }[] = [
    {
      op: "deposit",
      path: "/api/user/cashier/depositGm1",
      body: { amount: 25, currency: "GBP" },
      other: { amount: 26, currency: "GBP" },
      rows: "select count(*)::int as n from payment_transactions where idempotency_key = $1",
    },
    {
      op: "withdrawal",
      path: "/api/user/cashier/withdrawGm1",
      body: { amount: 12, currency: "GBP" },
      other: { amount: 13, currency: "GBP" },
      rows: "select count(*)::int as n from payment_transactions where idempotency_key = $1",
    },
  ];
  // The pre-match event furthest from kick-off: a live market may be suspended (a dangerous attack) or close
  // between the sends, and then every send is rightly refused; the key check needs a market that stays open.
  const events = (await player.request("events", "GET", "/api/sportsbook/events?status=upcoming")).body as {
    events: {
      startsAt: string;
      mainMarket: { status: string; selections: { id: string; odds: number }[] } | null;
    }[];
  };
  const selection = events.events
    .filter((e) => e.mainMarket?.status === "open")
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))[0]?.mainMarket?.selections[0];
  if (selection) {
    const slip = (stake: number) => ({
      selections: [{ selectionId: selection.id, odds: selection.odds }],
      stakes: { singles: { [selection.id]: stake } },
      acceptOddsChanges: "any",
    });
    cases.push({
      op: "bet",
      path: "/api/sportsbook/bets",
      body: slip(1),
      other: slip(2),
      rows: `select count(*)::int as n from sports_bets b join sports_bet_slips s on s.id = b.slip_id
               where s.idempotency_key = $1`,
    });
  } else {
    checks.push({ name: "bet: an open pre-match market to key", pass: false, detail: "none listed" });
  }
  for (const c of cases) {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        player.request(`keys: ${c.op}`, "POST", c.path, { body: c.body, key }),
      ),
    );
    const again = await player.request(`keys: ${c.op}`, "POST", c.path, { body: c.body, key });
    const rows = await pool.query<{ n: number }>(c.rows, [key]);
    const ok = answers.every((a) => a.status === 200) && again.status === 200;
    // Deposit and withdrawal answers carry the transaction id only: identical bodies mean the same transaction.
    checks.push({
      name: `${c.op}: 10 concurrent + 1 later send of one key → one effect, same answer`,
      pass: ok && same([...answers, again]) && rows.rows[0]?.n === 1,
      detail: `${rows.rows[0]?.n} rows, answers ${classes([...answers, again])}, identical ${same([...answers, again])}`,
    });
    const mismatch = await player.request(`keys: ${c.op}`, "POST", c.path, { body: c.other, key });
    checks.push({
      name: `${c.op}: same key, other body → 409 IDEMPOTENCY_MISMATCH`,
      pass: mismatch.status === 409 && code(mismatch) === "IDEMPOTENCY_MISMATCH",
      detail: `${mismatch.status} ${code(mismatch)}`,
    });
  }

  checks.push(await fullBalanceRace(baseUrl, tally, secret, "withdrawal", pool));
  checks.push(await fullBalanceRace(baseUrl, tally, secret, "round", pool));
  return checks;
}

/** 100 simultaneous requests each for the whole balance, each with its own key: one accepted, 99 clean 4xx. */
async function fullBalanceRace(
  baseUrl: string,
  tally: Tally,
  secret: string,
  what: "withdrawal" | "round",
  pool: pg.Pool,
): Promise<Check> {
  const player = await newPlayer(baseUrl, tally, "race");
  // A withdrawal of 100 is under the auto-approval amount and the KYC lifetime limit (platform/config.ts); a slot
  // round of 50 is within the default stake bounds.
  const amount = what === "withdrawal" ? 100 : 50;
  await deposit(player, secret, amount);
  const answers = await Promise.all(
    Array.from({ length: 100 }, () => {
      const key = randomUUID();
      return what === "withdrawal"
        ? player.request("race: withdrawal", "POST", "/api/user/cashier/withdrawGm1", {
            body: { amount, currency: "GBP" },
            key,
          })
        : player.request("race: round", "POST", "/api/games/neon-nights/rounds", {
            body: { stake: amount, clientRoundId: key },
            key,
          });
    }),
  );
  const accepted = answers.filter((a) => a.status === 200).length;
  const clean4xx = answers.filter((a) => a.status >= 400 && a.status < 500).length;
  const after = await balance(player);
  const negative = await pool.query<{ n: number }>(
    "select count(*)::int as n from wallet_accounts where user_id = $1 and balance < 0",
    [player.userId],
  );
  const codes = [...new Set(answers.filter((a) => a.status >= 400).map(code))].join(",");
  if (what === "round") {
    // A winning round refills the wallet, so a second whole-balance round may rightly be accepted after it. The
    // double-spend test is then that the accepted rounds ran one after the other, each paid from what was there:
    // balances chain from the deposit, and each round's stake was covered by the balance it started from.
    const { rows } = await pool.query<{ stake: string; before: string; after: string }>(
      `select stake::text, balance_before::text as before, balance_after::text as after from game_rounds
         where user_id = $1 order by nonce`,
      [player.userId],
    );
    let expected = BigInt(amount * 100);
    let chained = rows.length === accepted;
    for (const row of rows) {
      if (BigInt(row.before) !== expected || BigInt(row.before) < BigInt(row.stake)) chained = false;
      expected = BigInt(row.after);
    }
    return {
      name: "100 simultaneous whole-balance rounds → one at a time, each covered (one unless a win refills)",
      pass: chained && accepted >= 1 && accepted + clean4xx === 100 && negative.rows[0]?.n === 0,
      detail: `${accepted} accepted, ${clean4xx} × 4xx (${codes}), balances chain ${chained}, balance after ${after.real} real`,
    };
  }
  return {
    name: `100 simultaneous whole-balance ${what}s → exactly one accepted`,
    pass: accepted === 1 && clean4xx === 99 && negative.rows[0]?.n === 0,
    detail: `${accepted} accepted, ${clean4xx} × 4xx (${codes}), balance after ${after.real} real`,
  };
}
