import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { compiledSql, type Params } from "./compiled";
import type { Db } from "./db";

/** What every locked read is asked with. */
export interface LockedReadParams {
  userId: string;
  currency: string;
  /** ISO time (a limit or an exclusion in force now). */
  now: string;
}

/**
 * A read a money step makes about the player once it holds the player's money lock (their bonus grants, their
 * limits, their wallet accounts), declared by the module that owns the rows so that a caller about to run several such
 * steps can send their reads as one statement (`readTogether`, decision 0246). `json` is the read as one JSON value
 * (a scalar subquery over the placeholders); `decode` turns that value into what the module's own read answers.
 */
export interface LockedRead<T> {
  name: string;
  /** Whether the answer depends on the currency (else it is kept for the player whatever the currency asked). */
  perCurrency: boolean;
  json(p: Params<LockedReadParams>): SQL;
  decode(json: unknown): T;
}

/** Answers read together and not yet taken, per transaction (a transaction object lives as long as it). */
const kept = new WeakMap<Db, Map<string, unknown>>();
const keyOf = (read: LockedRead<unknown>, params: { userId: string; currency?: string }) =>
  `${read.name}|${params.userId}|${read.perCurrency ? params.currency : ""}`;

/**
 * One compiled statement per set of reads, built the first time it is used. A read that locks rows (the grants')
 * locks the same rows in the same order wherever it stands in the statement, so a set is sent in the order of its
 * names and a round's and a bet's reads share one statement. Its name is a digest: PostgreSQL cuts names at 63 bytes.
 */
const statements = new Map<string, ReturnType<typeof compiledSql<LockedReadParams>>>();
function statementOf(reads: readonly LockedRead<unknown>[]) {
  const names = reads.map((r) => r.name).join("+");
  let statement = statements.get(names);
  if (!statement) {
    statement = compiledSql<LockedReadParams>(
      `reads-together:${createHash("sha256").update(names).digest("hex").slice(0, 16)}`,
      (p) =>
        sql`select ${sql.join(
          reads.map((read, i) => sql`${read.json(p)} as ${sql.identifier(`r${i}`)}`),
          sql`, `,
        )}`,
    );
    statements.set(names, statement);
  }
  return statement;
}

/**
 * Sends `reads` as one statement, in `tx`, which must hold the player's money lock (the reads then see what every
 * earlier holder committed), and keeps each answer for the step that asks for it next (`takeRead`). The caller
 * knows its steps: it reads together only what they read before the transaction writes those rows.
 */
export async function readTogether(
  tx: Db,
  reads: readonly LockedRead<unknown>[],
  params: LockedReadParams,
): Promise<void> {
  const sorted = [...reads].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const { rows } = await statementOf(sorted)(tx, params);
  const row = rows[0]!;
  const answers = kept.get(tx) ?? new Map<string, unknown>();
  sorted.forEach((read, i) => {
    answers.set(keyOf(read, params), read.decode(row[`r${i}`]));
  });
  kept.set(tx, answers);
}

/**
 * The answer `readTogether` kept for this read of this player (and currency) in `tx`, once: the module's own read
 * uses it instead of sending its statement, and a second read in the transaction goes to the database.
 */
export function takeRead<T>(
  tx: Db,
  read: LockedRead<T>,
  params: { userId: string; currency?: string },
): T | undefined {
  const answers = kept.get(tx);
  const key = keyOf(read as LockedRead<unknown>, params);
  if (!answers?.has(key)) return undefined;
  const answer = answers.get(key) as T;
  answers.delete(key);
  return answer;
}

/**
 * The module's read: the answer `readTogether` kept for it in this transaction, else the read sent alone. A module
 * states each such read once, as its `LockedRead`, whether it goes alone or with others.
 */
export async function readLocked<T>(db: Db, read: LockedRead<T>, params: LockedReadParams): Promise<T> {
  const kept = takeRead(db, read, params);
  if (kept !== undefined) return kept;
  const { rows } = await statementOf([read])(db, params);
  return read.decode(rows[0]!.r0);
}

/**
 * Forgets every answer kept in `tx`: called by a write that may change what they hold (a wallet transfer), so no
 * step takes an answer from before it.
 */
export function dropReads(tx: Db): void {
  kept.delete(tx);
}
