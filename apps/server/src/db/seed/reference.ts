import { seedBonusCampaigns } from "../../modules/bonus";
import type { Db } from "../../platform/db";
import { consentRequirements, countries, currencies, states } from "../schema";
import { seedBaseContent } from "./content";
import { CONSENTS, COUNTRIES, CURRENCIES, STATES } from "./reference-data";

/**
 * Reference data every installation needs: currencies, countries, states, consent texts and base CMS content
 * (navigation, footer, pages). Idempotent: rows are inserted when missing and never overwritten, so an
 * operator's edits (e.g. a new T&C version) survive restarts.
 */
export async function seedReference(db: Db): Promise<void> {
  await db
    .insert(currencies)
    .values(CURRENCIES.map((c) => ({ ...c, fiat: true, enabled: true })))
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(
      COUNTRIES.map((c) => ({
        code: c.code,
        name: { en: c.en, de: c.de, "en-ca": c.en },
        phonePrefix: c.phonePrefix,
        currency: c.currency,
        registrationAllowed: c.allowed ?? true,
      })),
    )
    .onConflictDoNothing();
  await db.insert(states).values(STATES).onConflictDoNothing();
  await db.insert(consentRequirements).values(CONSENTS).onConflictDoNothing();
  await seedBaseContent(db);
  await seedBonusCampaigns(db);
}
