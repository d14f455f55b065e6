import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db";
import { compiled, compiledSql, type Params } from "../../../platform/db/compiled";
import {
  sportsCompetitions,
  sportsEvents,
  sportsMarkets,
  sportsSelections,
  sportsTeams,
} from "../sportsbook.tables";

export type CompetitionRow = typeof sportsCompetitions.$inferSelect;
export type TeamRow = typeof sportsTeams.$inferSelect;
export type EventRow = typeof sportsEvents.$inferSelect;
export type EventInsert = typeof sportsEvents.$inferInsert;
export type MarketRow = typeof sportsMarkets.$inferSelect;
export type SelectionRow = typeof sportsSelections.$inferSelect;

/** A market to write, with its selections (odds in thousandths). */
export interface MarketInput {
  key: string;
  type: string;
  line: number | null;
  inPlay: boolean;
  status: string;
  sortOrder: number;
  /** Suspended by a trader from the start (the in-play markets of a suspended event). */
  traderSuspended?: boolean;
  selections: { key: string; oddsMilli: number; probability: number; sortOrder: number }[];
}

/** What a price move reads of a locked market (decision 0239): its state and its selections' prices, no more. */
export type LockedMarket = Pick<
  MarketRow,
  "id" | "key" | "status" | "inPlay" | "traderSuspended" | "sortOrder"
> & {
  selections: Pick<
    SelectionRow,
    "id" | "marketId" | "key" | "oddsMilli" | "probability" | "active" | "sortOrder"
  >[];
};

export interface MarketWithSelections extends MarketRow {
  selections: SelectionRow[];
}

/** Which events a list shows. */
export interface EventFilter {
  statuses: string[];
  sport?: string | undefined;
  competitionId?: string | undefined;
  /** Kick-off within [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
}

const eventWhere = (f: EventFilter): SQL | undefined =>
  and(
    inArray(sportsEvents.status, f.statuses),
    f.sport ? eq(sportsEvents.sport, f.sport) : undefined,
    f.competitionId ? eq(sportsEvents.competitionId, f.competitionId) : undefined,
    f.from ? gte(sportsEvents.startsAt, f.from) : undefined,
    f.to ? lt(sportsEvents.startsAt, f.to) : undefined,
  );

/** The book's catalogue: competitions, teams, events, markets and selections. */
export const eventsStore = {
  async upsertCompetitions(db: Db, rows: (typeof sportsCompetitions.$inferInsert)[]) {
    if (rows.length) await db.insert(sportsCompetitions).values(rows).onConflictDoNothing();
  },
  async upsertTeams(db: Db, rows: (typeof sportsTeams.$inferInsert)[]) {
    if (rows.length) await db.insert(sportsTeams).values(rows).onConflictDoNothing();
  },
  competitions: (db: Db) =>
    db
      .select()
      .from(sportsCompetitions)
      .orderBy(asc(sportsCompetitions.sortOrder), asc(sportsCompetitions.id)),
  teams: (db: Db) => db.select().from(sportsTeams),

  /** Inserts an event and its markets, unless the feed reference exists already (then null). */
  async insertEvent(db: Db, event: EventInsert, markets: MarketInput[]): Promise<EventRow | null> {
    const [row] = await db.insert(sportsEvents).values(event).onConflictDoNothing().returning();
    if (!row) return null;
    await eventsStore.insertMarkets(db, row.id, markets);
    return row;
  },

  async insertMarkets(db: Db, eventId: string, markets: MarketInput[]): Promise<MarketWithSelections[]> {
    if (!markets.length) return [];
    const rows = await db
      .insert(sportsMarkets)
      .values(markets.map(({ selections: _, ...m }) => ({ ...m, eventId })))
      .onConflictDoNothing()
      .returning();
    const byKey = new Map(rows.map((m) => [m.key, m]));
    const selections = markets.flatMap((m) => {
      const market = byKey.get(m.key);
      return market ? m.selections.map((s) => ({ ...s, marketId: market.id, eventId })) : [];
    });
    const inserted = selections.length
      ? await db.insert(sportsSelections).values(selections).returning()
      : [];
    return rows.map((m) => ({ ...m, selections: inserted.filter((s) => s.marketId === m.id) }));
  },

  event: async (db: Db, id: string) =>
    (await db.select().from(sportsEvents).where(eq(sportsEvents.id, id)))[0],

  /** The event row, locked for the rest of the transaction (state changes of one event never interleave). */
  lockEvent: async (tx: Db, id: string) =>
    (await tx.select().from(sportsEvents).where(eq(sportsEvents.id, id)).for("update"))[0],

  /** The fixtures of these competitions kicking off from `from` on, whatever their state (the feed's timetable). */
  fixturesFrom: (db: Db, competitionIds: string[], from: Date) =>
    db
      .select({
        id: sportsEvents.id,
        feedRef: sportsEvents.feedRef,
        sport: sportsEvents.sport,
        competitionId: sportsEvents.competitionId,
        home: sportsEvents.home,
        away: sportsEvents.away,
        startsAt: sportsEvents.startsAt,
        status: sportsEvents.status,
        endedAt: sportsEvents.endedAt,
      })
      .from(sportsEvents)
      .where(and(inArray(sportsEvents.competitionId, competitionIds), gte(sportsEvents.startsAt, from)))
      .orderBy(asc(sportsEvents.startsAt)),

  eventsWithStatus: (db: Db, statuses: string[]) =>
    db
      .select()
      .from(sportsEvents)
      .where(inArray(sportsEvents.status, statuses))
      .orderBy(asc(sportsEvents.startsAt)),

  async updateEvent(tx: Db, id: string, patch: Partial<EventInsert>) {
    const [row] = await tx.update(sportsEvents).set(patch).where(eq(sportsEvents.id, id)).returning();
    return row!;
  },

  /**
   * The event's markets of one phase, locked in id order. Every writer of prices or market states takes these
   * locks first, and a bet takes the same rows FOR SHARE in id order: a price never changes under a bet being
   * accepted, and the two can never deadlock.
   */
  lockMarkets: (tx: Db, eventId: string, inPlay?: boolean) =>
    tx
      .select()
      .from(sportsMarkets)
      .where(
        and(
          eq(sportsMarkets.eventId, eventId),
          inPlay === undefined ? undefined : eq(sportsMarkets.inPlay, inPlay),
        ),
      )
      .orderBy(asc(sportsMarkets.id))
      .for("update"),

  /**
   * Events, the markets of each one's current phase (in play once it has left "scheduled") and their selections,
   * locked and read in one statement (a price move's first; decisions 0217, 0237 and 0239): row after row in event,
   * market and selection id order, the order lockEvent and lockMarkets take them in and bets lock them in
   * (bets.store.ts), so a batch of moves and a bet on several of its events never deadlock. Every table read is
   * locked, so a statement that had to wait for another price writer reads that writer's events, markets and prices
   * (a table read without a lock would be read as it was before the wait). An event with no market in that phase (or
   * that does not exist) is missing from the answer: the caller locks it alone. A market without selections would be
   * missing too; the feed never offers one.
   */
  async lockEventsWithMarkets(
    tx: Db,
    eventIds: string[],
  ): Promise<Map<string, { event: Pick<EventRow, "id" | "status" | "live">; markets: LockedMarket[] }>> {
    if (!eventIds.length) return new Map();
    const { rows } = await lockEventsAndMarkets(tx, { eventIds });
    const locked = new Map<
      string,
      { event: Pick<EventRow, "id" | "status" | "live">; markets: LockedMarket[] }
    >();
    for (const row of rows) {
      const markets = new Map<string, LockedMarket>();
      for (const [marketId, key, status, inPlay, traderSuspended, sortOrder, ...selection] of row.rows) {
        let market = markets.get(marketId);
        if (!market) {
          market = { id: marketId, key, status, inPlay, traderSuspended, sortOrder, selections: [] };
          markets.set(marketId, market);
        }
        const [id, selectionKey, oddsMilli, probability, active, selectionOrder] = selection;
        market.selections.push({
          id,
          marketId,
          key: selectionKey,
          oddsMilli,
          probability,
          active,
          sortOrder: selectionOrder,
        });
      }
      for (const market of markets.values()) market.selections.sort((a, b) => a.sortOrder - b.sortOrder);
      locked.set(row.id, {
        event: { id: row.id, status: row.status, live: row.live },
        markets: [...markets.values()].sort(
          (a, b) => a.sortOrder - b.sortOrder || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
        ),
      });
    }
    return locked;
  },

  /**
   * The writes of a batch of price moves in one statement (decisions 0217 and 0239): the events' patches, the
   * selections' new odds, the markets' new statuses, and `seqs` sequence numbers of the odds stream, returned in
   * order. `relaxed` commits the transaction without waiting for its WAL flush (synchronous_commit off, this
   * transaction only): for price moves, which the feed re-derives, never for a live state or anything that moves money.
   */
  async writePrices(
    tx: Db,
    write: {
      events: { id: string; model?: unknown; live?: unknown; updatedAt: Date }[];
      selections: { id: string; oddsMilli: number; probability: number; active: boolean }[];
      statuses: { id: string; status: string }[];
      seqs: number;
      relaxed: boolean;
    },
  ): Promise<number[]> {
    const parts: SQL[] = [];
    if (write.events.length) {
      // A column the patch leaves out keeps its value: JSON null is never written (a model and a live state are objects).
      const patches = write.events.map((e) => ({
        id: e.id,
        model: e.model ?? null,
        live: e.live ?? null,
        at: e.updatedAt.toISOString(),
      }));
      parts.push(sql`e as (
        update sports_events as e
        set model = coalesce(v.model, e.model), live = coalesce(v.live, e.live), updated_at = v.at
        from jsonb_to_recordset(${JSON.stringify(patches)}::jsonb) as v(id uuid, model jsonb, live jsonb, at timestamptz)
        where e.id = v.id)`);
    }
    const rows = write.selections;
    if (rows.length)
      parts.push(sql`s as (
        update sports_selections as s set odds_milli = v.odds, probability = v.p, active = v.active
        from unnest(${pgArray(rows.map((r) => r.id))}::uuid[], ${pgArray(rows.map((r) => r.oddsMilli))}::int[],
          ${pgArray(rows.map((r) => r.probability))}::float8[], ${pgArray(rows.map((r) => r.active))}::bool[])
          as v(id, odds, p, active)
        where s.id = v.id)`);
    if (write.statuses.length)
      parts.push(sql`m as (
        update sports_markets as m set status = v.status
        from unnest(${pgArray(write.statuses.map((r) => r.id))}::uuid[],
          ${pgArray(write.statuses.map((r) => r.status))}::text[]) as v(id, status)
        where m.id = v.id)`);
    const relaxed = write.relaxed ? sql`, set_config('synchronous_commit', 'off', true) as relaxed` : sql``;
    const result = await tx.execute(sql`
      ${parts.length ? sql`with ${sql.join(parts, sql`, `)}` : sql``}
      select array(select nextval('sports_stream_seq') from generate_series(1, ${write.seqs}::int) as n order by n)::text
        as seqs${relaxed}`);
    const seqs = rowsOf<{ seqs: string }>(result)[0]!.seqs;
    return seqs === "{}" ? [] : seqs.slice(1, -1).split(",").map(Number);
  },

  /**
   * Holds the prices of an event's phase for a reader that pays on them (cash-out): the rows lockMarkets takes,
   * in the same order, so a price writer waits its turn and the two never deadlock.
   */
  holdMarkets: (tx: Db, eventId: string, inPlay: boolean) =>
    tx
      .select({ id: sportsMarkets.id })
      .from(sportsMarkets)
      .where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.inPlay, inPlay)))
      .orderBy(asc(sportsMarkets.id))
      .for("no key update"),

  /** Markets (with selections) of events, optionally one phase only. */
  async marketsOf(db: Db, eventIds: string[], inPlay?: boolean): Promise<MarketWithSelections[]> {
    if (!eventIds.length) return [];
    const markets = await db
      .select()
      .from(sportsMarkets)
      .where(
        and(
          inArray(sportsMarkets.eventId, eventIds),
          inPlay === undefined ? undefined : eq(sportsMarkets.inPlay, inPlay),
        ),
      )
      .orderBy(asc(sportsMarkets.sortOrder), asc(sportsMarkets.key));
    return withSelections(db, markets);
  },

  /** A page of events, live ones first, then by kick-off. */
  listEvents: (db: Db, filter: EventFilter, offset: number, limit: number) =>
    db
      .select()
      .from(sportsEvents)
      .where(eventWhere(filter))
      .orderBy(desc(sql`${sportsEvents.status} = 'live'`), asc(sportsEvents.startsAt), asc(sportsEvents.id))
      .offset(offset)
      .limit(limit),

  countEvents: async (db: Db, filter: EventFilter) =>
    (await db.select({ n: count() }).from(sportsEvents).where(eventWhere(filter)))[0]?.n ?? 0,

  /** Events per competition and status, for the menu. */
  menuCounts: (db: Db, statuses: string[]) =>
    db
      .select({ competitionId: sportsEvents.competitionId, status: sportsEvents.status, n: count() })
      .from(sportsEvents)
      .where(inArray(sportsEvents.status, statuses))
      .groupBy(sportsEvents.competitionId, sportsEvents.status),

  /** Markets of one type set of some events (the lists' main markets), with their selections. */
  async marketsOfType(db: Db, eventIds: string[], types: string[]): Promise<MarketWithSelections[]> {
    if (!eventIds.length) return [];
    const markets = await db
      .select()
      .from(sportsMarkets)
      .where(and(inArray(sportsMarkets.eventId, eventIds), inArray(sportsMarkets.type, types)));
    return withSelections(db, markets);
  },

  /** Offered (open or suspended) markets per event and phase. */
  offeredCounts: (db: Db, eventIds: string[]) =>
    eventIds.length
      ? db
          .select({ eventId: sportsMarkets.eventId, inPlay: sportsMarkets.inPlay, n: count() })
          .from(sportsMarkets)
          .where(
            and(
              inArray(sportsMarkets.eventId, eventIds),
              inArray(sportsMarkets.status, ["open", "suspended"]),
            ),
          )
          .groupBy(sportsMarkets.eventId, sportsMarkets.inPlay)
      : Promise.resolve([]),

  async setMarketStatus(tx: Db, marketIds: string[], status: string) {
    if (marketIds.length)
      await tx.update(sportsMarkets).set({ status }).where(inArray(sportsMarkets.id, marketIds));
  },

  /** New odds, probabilities and availability of many selections in one statement. */
  async updateSelections(
    tx: Db,
    rows: { id: string; oddsMilli: number; probability: number; active: boolean }[],
  ) {
    if (!rows.length) return;
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::uuid, ${r.oddsMilli}::int, ${r.probability}::float8, ${r.active}::bool)`),
      sql`, `,
    );
    await tx.execute(sql`
      update sports_selections as s
      set odds_milli = v.odds, probability = v.p, active = v.active
      from (values ${values}) as v(id, odds, p, active)
      where s.id = v.id`);
  },

  /** How every selection of an event settles under its result (null = not settled). */
  async setOutcomes(tx: Db, rows: { id: string; outcome: string | null }[]) {
    if (!rows.length) return;
    const values = sql.join(
      rows.map((r) => sql`(${r.id}::uuid, ${r.outcome}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      update sports_selections as s set outcome = v.outcome
      from (values ${values}) as v(id, outcome) where s.id = v.id`);
  },

  /** The next sequence number of the odds stream. */
  async nextSeq(db: Db): Promise<number> {
    const result = await db.execute<{ seq: string }>(sql`select nextval('sports_stream_seq') as seq`);
    return Number(rowsOf<{ seq: string }>(result)[0]!.seq);
  },

  /** The last sequence number handed out (0 before the first). */
  async currentSeq(db: Db): Promise<number> {
    const result = await db.execute<{ seq: string; called: boolean }>(
      sql`select last_value as seq, is_called as called from sports_stream_seq`,
    );
    const row = rowsOf<{ seq: string; called: boolean }>(result)[0];
    return row?.called ? Number(row.seq) : 0;
  },
};

/**
 * A locked market's row and one of its selections, as the lock statement aggregates them: market id, key, status,
 * in play, trader-suspended, sort order; selection id, key, odds, probability, active, sort order.
 */
type LockedRow = [
  string,
  string,
  string,
  boolean,
  boolean,
  number,
  string,
  string,
  number,
  number,
  boolean,
  number,
];

/**
 * Every batch of price moves locks and reads its events, markets and selections (built once, decision 0224). The
 * rows are locked in event, market and selection id order by the materialised CTE; each event's markets and
 * selections come back as one JSON array of arrays (decision 0241): a batch of 25 events is some 800 selections, and
 * the driver decoding them as 800 rows of 16 columns, then mapping each into nested objects, cost the feed's thread
 * several times what one JSON.parse an event does.
 */
const lockEventsAndMarkets = compiledSql<
  { eventIds: string[] },
  { id: string; status: EventRow["status"]; live: EventRow["live"]; rows: LockedRow[] }
>(
  "sportsbook.lock-events-markets",
  (p) => sql`with locked as materialized (
      select e.id as e_id, e.status as e_status, e.live as e_live,
        m.id as m_id, m.key as m_key, m.status as m_status, m.in_play, m.trader_suspended, m.sort_order as m_sort,
        s.id as s_id, s.key as s_key, s.odds_milli, s.probability, s.active, s.sort_order as s_sort
      from ${sportsEvents} e
      join ${sportsMarkets} m on m.event_id = e.id and m.in_play = (e.status <> 'scheduled')
      join ${sportsSelections} s on s.market_id = m.id
      where e.id = any(${p.eventIds}::uuid[])
      order by e.id, m.id, s.id
      for update of e, m, s
    )
    select e_id as id, e_status as status, e_live as live,
      json_agg(json_build_array(m_id, m_key, m_status, in_play, trader_suspended, m_sort,
        s_id, s_key, odds_milli, probability, active, s_sort) order by m_id, s_id) as rows
    from locked group by e_id, e_status, e_live`,
);
const selectionsOfMarkets = compiled("sportsbook.selections-of-markets", (db, p: Params<{ ids: string[] }>) =>
  db
    .select()
    .from(sportsSelections)
    .where(sql`${sportsSelections.marketId} = any(${p.ids}::uuid[])`)
    .orderBy(asc(sportsSelections.sortOrder)),
);

async function withSelections(db: Db, markets: MarketRow[]): Promise<MarketWithSelections[]> {
  if (!markets.length) return [];
  return bySelections(markets, await selectionsOfMarkets(db, { ids: markets.map((m) => m.id) }));
}

/** Each market with its selections, in the order given. */
function bySelections<M extends { id: string }, S extends { marketId: string }>(
  markets: M[],
  selections: S[],
): (M & { selections: S[] })[] {
  const byMarket = new Map<string, S[]>();
  for (const s of selections) {
    const list = byMarket.get(s.marketId);
    if (list) list.push(s);
    else byMarket.set(s.marketId, [s]);
  }
  return markets.map((m) => ({ ...m, selections: byMarket.get(m.id) ?? [] }));
}

/** A PostgreSQL array literal of plain values (uuids, numbers, booleans, keys without quotes or commas). */
function pgArray(values: (string | number | boolean)[]): string {
  return `{${values.map((v) => (typeof v === "boolean" ? (v ? "t" : "f") : String(v))).join(",")}}`;
}

/** Rows of a raw query result (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
