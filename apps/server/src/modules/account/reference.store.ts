import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { countries, currencies, states } from "./account.tables";

export type CurrencyRow = typeof currencies.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;

/** Seeded reference data: currencies, countries, states. */
export const referenceStore = {
  async currencies(db: Db, filter: { enabledOnly?: boolean } = {}): Promise<CurrencyRow[]> {
    return db
      .select()
      .from(currencies)
      .where(filter.enabledOnly ? eq(currencies.enabled, true) : undefined)
      .orderBy(asc(currencies.code));
  },
  async currency(db: Db, code: string): Promise<CurrencyRow | undefined> {
    const [row] = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
    return row;
  },
  async countries(db: Db, filter: { allowedOnly?: boolean } = {}): Promise<CountryRow[]> {
    return db
      .select()
      .from(countries)
      .where(filter.allowedOnly ? eq(countries.registrationAllowed, true) : undefined)
      .orderBy(asc(countries.code));
  },
  async country(db: Db, code: string): Promise<CountryRow | undefined> {
    const [row] = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
    return row;
  },
  async states(db: Db, country: string) {
    return db.select().from(states).where(eq(states.country, country)).orderBy(asc(states.name));
  },
  async stateExists(db: Db, country: string, code: string): Promise<boolean> {
    const rows = await db
      .select({ code: states.code })
      .from(states)
      .where(and(eq(states.country, country), eq(states.code, code)))
      .limit(1);
    return rows.length > 0;
  },
};
