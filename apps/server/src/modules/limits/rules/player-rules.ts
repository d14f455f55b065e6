import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import type { AccountService } from "../../account";
import { JURISDICTIONS, type Jurisdiction, type JurisdictionProfile, jurisdictionOf } from "./jurisdiction";

/** The responsible-gambling rules one player plays under, and which set they are. */
export interface PlayerRules {
  jurisdiction: Jurisdiction;
  profile: JurisdictionProfile;
}

export interface PlayerRulesDeps {
  clock: Clock;
  accounts: Pick<AccountService, "contactOf">;
  /** The deployment's JURISDICTION: the rules of players from countries without rules of their own. */
  fallback: Jurisdiction;
}

/** Players whose country is remembered per process (least recently used forgotten first). */
const CACHE_SIZE = 10_000;
/**
 * How long a remembered country is trusted. No API changes a player's country (sign-up sets it, the profile form
 * cannot); this only bounds how long a hand-made correction in the database takes to reach a running server.
 */
const CACHE_TTL_MS = 10 * 60_000;

/**
 * The rules of each player, from their country of residence (GB → uk, DE → de, RO → ro, else JURISDICTION). Every
 * deposit and casino round asks, so the country is remembered instead of read from the account each time.
 */
export function createPlayerRules(deps: PlayerRulesDeps) {
  const countries = new Map<string, { country: string; readAt: number }>();

  async function countryOf(userId: string, tx: Db | undefined): Promise<string | null> {
    const now = deps.clock.now().getTime();
    const cached = countries.get(userId);
    countries.delete(userId);
    if (cached && now - cached.readAt < CACHE_TTL_MS) {
      countries.set(userId, cached);
      return cached.country;
    }
    const contact = await deps.accounts.contactOf(userId, tx);
    if (!contact) return null;
    countries.set(userId, { country: contact.country, readAt: now });
    if (countries.size > CACHE_SIZE) {
      const oldest = countries.keys().next().value;
      if (oldest !== undefined) countries.delete(oldest);
    }
    return contact.country;
  }

  return {
    /** The player's rules; inside a transaction pass it, as the account may have to be read. */
    async of(userId: string, tx?: Db): Promise<PlayerRules> {
      const jurisdiction = jurisdictionOf(await countryOf(userId, tx), deps.fallback);
      return { jurisdiction, profile: JURISDICTIONS[jurisdiction] };
    },
  };
}

export type PlayerRulesService = ReturnType<typeof createPlayerRules>;
