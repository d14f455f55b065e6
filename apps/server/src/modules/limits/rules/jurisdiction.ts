/**
 * A set of responsible-gambling rules. A player gets the one of their country of residence (COUNTRY_RULES); players
 * of other countries get the deployment's default (JURISDICTION). Each adds rules on top of the shared ones.
 */
export type Jurisdiction = "default" | "uk" | "de" | "ro";

/**
 * The responsible-gambling rules that differ between licences. Sources:
 * docs/decisions/0032-rules-by-country-of-residence.md.
 */
export interface JurisdictionProfile {
  /** Autoplay may be offered. */
  autoplay: boolean;
  /** The least time between the starts of two casino rounds of one player, in ms; null = no minimum. */
  minRoundGapMs: number | null;
  /** The highest stake of one slot round, minor units; null = no cap. */
  maxSlotStake: bigint | null;
  /** Deposits need a monthly deposit limit of at most this (minor units); null = not required. */
  maxMonthlyDepositLimit: bigint | null;
  /** Ask for a deposit limit before the first deposit. */
  promptForLimit: boolean;
  /** Check the national self-exclusion register at every login. */
  nationalRegister: boolean;
}

const DEFAULT: JurisdictionProfile = {
  autoplay: true,
  minRoundGapMs: null,
  maxSlotStake: null,
  maxMonthlyDepositLimit: null,
  promptForLimit: false,
  nationalRegister: false,
};

export const JURISDICTIONS: Record<Jurisdiction, JurisdictionProfile> = {
  default: DEFAULT,
  // UKGC RTS 14 (online slots, from 31 Oct 2021): no autoplay, game cycle of at least 2.5 s. UKGC RTS 12 / LCCP SR
  // 3.3: offer a deposit limit at registration or before the first deposit.
  uk: { ...DEFAULT, autoplay: false, minRoundGapMs: 2_500, promptForLimit: true },
  // GlüStV 2021 § 22a: virtual slots without autoplay, 5 s per game, stake at most 1 EUR; § 6c: a monthly
  // deposit limit, at most 1,000 EUR across operators, before play.
  de: {
    ...DEFAULT,
    autoplay: false,
    minRoundGapMs: 5_000,
    maxSlotStake: 100n,
    maxMonthlyDepositLimit: 100_000n,
  },
  // ONJN (Romania), GEO 77/2009 and HG 111/2016: operators check the national self-exclusion register.
  ro: { ...DEFAULT, nationalRegister: true },
};

/**
 * The countries of residence (ISO 3166-1 alpha-2) with rules of their own; every other country follows the
 * deployment's JURISDICTION. One site serves several markets, so the player's country decides, not the server.
 */
export const COUNTRY_RULES: ReadonlyMap<string, Jurisdiction> = new Map([
  ["GB", "uk"],
  ["DE", "de"],
  ["RO", "ro"],
]);

/** The rules a player of this country plays under; `fallback` (JURISDICTION) for countries without their own. */
export function jurisdictionOf(country: string | null | undefined, fallback: Jurisdiction): Jurisdiction {
  return (country && COUNTRY_RULES.get(country.trim().toUpperCase())) || fallback;
}
