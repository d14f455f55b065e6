import { isDeepStrictEqual } from "node:util";
import { type ProviderInput, ProviderUpdate } from "@casino/contract";
import type { Registry } from "../../modules/providers";

/** The reference studio's id in the registry and the vendor its games are listed under. */
export const REFERENCE_STUDIO_ID = "starfall-games";

/** The studio's thumbnail as it supplied it, inline (the pages' CSP allows images from here and data: only). */
const STARFALL_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 240'%3E%3Crect width='320' height='240' fill='%23312e81'/%3E%3Cpath d='M160 40l22 48 52 6-39 35 11 51-46-26-46 26 11-51-39-35 52-6z' fill='%23f59e0b'/%3E%3Ctext x='160' y='225' font-family='sans-serif' font-size='28' font-weight='700' fill='%23f8fafc' text-anchor='middle'%3ESTARFALL%3C/text%3E%3C/svg%3E";

/** The reference studio's registration: its one slot, under its own vendor, in the lobby's slot rows. */
export const referenceStudio = (url: string): ProviderInput => ({
  id: REFERENCE_STUDIO_ID,
  name: "Starfall Games",
  launchUrl: `${url}/play`,
  reportUrl: `${url}/report`,
  currencies: ["EUR", "USD", "GBP", "CAD", "RON"],
  countries: [],
  enabled: true,
  games: [
    {
      slug: "starfall",
      name: "Starfall",
      icon: STARFALL_ICON,
      rtp: 0.984,
      hasFunMode: true,
      groups: ["popular", "slots", "popular-games"],
      settings: { providerGameId: "starfall", gameType: "slot", aspectRatio: 0.75 },
    },
  ],
});

/**
 * Registers the reference studio (docs/decisions/0195-reference-studio-in-dev-and-tests.md) with the secret it was
 * started with, or brings an earlier registration up to date (its address and secret change between runs). Each
 * start runs it: a registration that already matches is left alone, so a restart writes nothing and leaves no audit
 * row; only what differs is changed (the games and address, the secret). The operator's on/off switch is kept
 * (docs/decisions/0204-provider-console-and-idempotent-seed.md).
 */
export async function seedReferenceStudio(providers: Registry, url: string, secret: string): Promise<void> {
  const input = referenceStudio(url);
  const existing = await providers.byId(REFERENCE_STUDIO_ID);
  if (!existing) {
    await providers.create(null, input as Parameters<Registry["create"]>[1], secret);
    return;
  }
  const { id: _id, ...update } = input;
  const wanted = { ...ProviderUpdate.parse(update), enabled: existing.enabled };
  const current = {
    name: existing.name,
    launchUrl: existing.launchUrl,
    reportUrl: existing.reportUrl ?? undefined,
    currencies: existing.currencies,
    countries: existing.countries,
    enabled: existing.enabled,
    games: existing.games,
  };
  // Deep and blind to key order (the games come back from a jsonb column, whose keys PostgreSQL reorders); the JSON
  // round trip drops unset optional fields on both sides.
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
  if (!isDeepStrictEqual(plain(current), plain(wanted)))
    await providers.update(null, REFERENCE_STUDIO_ID, wanted);
  if (existing.secret !== secret) await providers.rotateSecret(null, REFERENCE_STUDIO_ID, secret);
}
