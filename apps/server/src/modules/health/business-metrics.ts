import { sql } from "drizzle-orm";
import { Gauge, type Registry } from "prom-client";
import type { Db } from "../../platform/db";

type Rows<R> = { rows: R[] };

/** Counting whole tables is not free: the figures are read at most this often, whatever the scrape interval. */
const REFRESH_MS = 15_000;

/**
 * The business in figures, the same from every process (they are read from the database, not counted in memory):
 * rounds by game kind, sports bets by status, payments by type and state, and the gross gaming revenue per currency
 * (the house accounts' balances: stakes taken less wins paid, docs/product/wallet.md).
 */
export function businessMetrics(db: Db) {
  let read: Promise<Figures> | undefined;
  let readAt = 0;
  const figures = () => {
    if (!read || Date.now() - readAt > REFRESH_MS) {
      readAt = Date.now();
      read = readFigures(db).catch((error) => {
        read = undefined;
        throw error;
      });
    }
    return read;
  };
  return (registry: Registry) => {
    const gauge = (name: string, help: string, labelNames: string[], pick: (f: Figures) => Row[]) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          const rows = await figures().then(pick, () => []);
          this.reset();
          for (const { labels, value } of rows) this.set(labels, value);
        },
      });
    gauge("vela_game_rounds", "Casino rounds played, by game kind", ["kind"], (f) => f.rounds);
    gauge("vela_sports_bets", "Sports bets by status", ["status"], (f) => f.bets);
    gauge("vela_payments", "Deposits and withdrawals by state", ["type", "state"], (f) => f.payments);
    gauge(
      "vela_ggr",
      "Gross gaming revenue in major units, by house and currency",
      ["house", "currency"],
      (f) => f.ggr,
    );
  };
}

interface Row {
  labels: Record<string, string>;
  value: number;
}
interface Figures {
  rounds: Row[];
  bets: Row[];
  payments: Row[];
  ggr: Row[];
}

async function readFigures(db: Db): Promise<Figures> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as Rows<Record<string, string | number>>).rows.map(
      ({ value, ...labels }): Row => ({ labels: labels as Record<string, string>, value: Number(value) }),
    );
  const [rounds, bets, payments, ggr] = await Promise.all([
    rows(sql`select kind, count(*)::int as value from game_rounds group by kind`),
    rows(sql`select status, count(*)::int as value from sports_bets group by status`),
    rows(sql`select type, state, count(*)::int as value from payment_transactions group by type, state`),
    // A house account is spread over shards (`game_revenue#3`): the house's figure is their sum.
    rows(sql`select split_part(kind, '#', 1) as house, currency, (sum(balance) / 100.0)::float8 as value
             from wallet_accounts where user_id is null and split_part(kind, '#', 1) in ('game_revenue', 'sportsbook')
             group by 1, 2`),
  ]);
  return { rounds, bets, payments, ggr };
}
