import { z } from "zod";

// Games from other studios (docs/product/providers.md): the operator's provider registry and the seamless-wallet
// API a provider's game server calls (/api/rgs/v1/…). Amounts on the wallet API are integers in minor units.

const Id = z.string().regex(/^[a-z0-9-]{2,40}$/);
const Slug = z.string().regex(/^[a-z0-9-]{1,100}$/);
const Currency = z.string().regex(/^[A-Z]{3}$/);
const Country = z.string().regex(/^[A-Z]{2}$/);

/** How a provider's game is launched and counted. */
export const ProviderGameSettings = z.object({
  /** The provider's own id of the game (sent in the launch URL as `game`). */
  providerGameId: z.string().min(1).max(100),
  /** How stakes count towards bonus wagering and which stake cap applies. */
  gameType: z.enum(["slot", "table", "dice"]).default("slot"),
  /** The iframe's aspect ratio, width / height. */
  aspectRatio: z
    .number()
    .min(0.3)
    .max(4)
    .default(16 / 9),
});

/** One game of a provider, imported into the catalogue under the provider's vendor. */
export const ProviderGameInput = z.object({
  slug: Slug,
  name: z.string().min(1).max(200),
  /** Icon path (shown in the lobby). */
  icon: z.string().max(500),
  rtp: z.number().min(0).max(1).optional(),
  hasFunMode: z.boolean().default(false),
  /** Lobby groups (existing ids) to list the game in. */
  groups: z.array(z.string().max(50)).max(20).default([]),
  settings: ProviderGameSettings,
});

/** POST /api/admin/providers: a new provider (its shared secret is generated and shown once). */
export const ProviderInput = z.object({
  id: Id,
  name: z.string().min(1).max(100),
  /** Where the provider's game page is: the launch URL is this with `?token=…&game=…&mode=…&lang=…`. */
  launchUrl: z.string().url().max(500),
  /** Where the provider's daily round report is fetched (signed GET, `?day=YYYY-MM-DD`); unset = none. */
  reportUrl: z.string().url().max(500).optional(),
  /** Currencies the provider's games may be played in. */
  currencies: z.array(Currency).min(1).max(20),
  /** Countries of residence whose players may play them; empty = every country. */
  countries: z.array(Country).max(250).default([]),
  enabled: z.boolean().default(true),
  games: z.array(ProviderGameInput).max(500).default([]),
});
export type ProviderInput = z.input<typeof ProviderInput>;

/** PUT /api/admin/providers/{id}: every field but the id and the secret. */
export const ProviderUpdate = ProviderInput.omit({ id: true });

/** Path of one provider's calls. */
export const ProviderParams = z.object({ id: Id });

/** A provider as the operator sees it (the secret only right after it was made or rotated). */
export const ProviderView = z.object({
  id: z.string(),
  name: z.string(),
  launchUrl: z.string(),
  reportUrl: z.string().nullable(),
  currencies: z.array(z.string()),
  countries: z.array(z.string()),
  enabled: z.boolean(),
  games: z.array(ProviderGameInput),
  createdAt: z.string(),
  /** The shared secret; present only in the answer that made or rotated it. */
  secret: z.string().optional(),
});
export const ProvidersResponse = z.object({ items: z.array(ProviderView) });

/** GET /api/admin/providers/rounds/open: rounds still open after `olderThanMinutes` (default the configured age). */
export const OpenRoundsQuery = z.object({
  olderThanMinutes: z.coerce.number().int().min(1).max(100_000).optional(),
});
export const OpenProviderRound = z.object({
  providerId: z.string(),
  roundRef: z.string(),
  roundId: z.string(),
  userId: z.string(),
  slug: z.string(),
  currency: z.string(),
  /** Major units. */
  stake: z.number(),
  win: z.number(),
  openedAt: z.string(),
});
export const OpenRoundsResponse = z.object({ items: z.array(OpenProviderRound) });

/** One round of a provider's daily round report. */
export const ProviderReportRound = z.object({
  roundRef: z.string().min(1).max(100),
  /** Minor units. */
  stake: z.number().int().min(0),
  win: z.number().int().min(0),
});

/** A difference between the provider's round report and our ledger. */
export const ReconciliationDifference = z.object({
  roundRef: z.string(),
  /** missing_here: the provider reports a round we never saw; missing_there: the reverse; amounts: both, differing. */
  kind: z.enum(["missing_here", "missing_there", "amounts"]),
  /** Minor units as decimal strings (null where a side has no round). */
  ourStake: z.string().nullable(),
  ourWin: z.string().nullable(),
  theirStake: z.string().nullable(),
  theirWin: z.string().nullable(),
});
/** GET /api/admin/providers/{id}/reconciliations: the latest daily comparisons, newest first. */
export const ReconciliationsResponse = z.object({
  items: z.array(
    z.object({
      providerId: z.string(),
      /** The Amsterdam day compared, YYYY-MM-DD. */
      day: z.string(),
      rounds: z.number().int(),
      differences: z.array(ReconciliationDifference),
      createdAt: z.string(),
    }),
  ),
});

// --- The seamless-wallet API (provider → us). Every call carries X-Provider-Id and X-Signature. ---

/** POST /api/rgs/v1/authenticate: trades the launch token (single use) for a wallet session of that game. */
export const RgsAuthenticateRequest = z.object({ token: z.string().min(10).max(200) });
export const RgsAuthenticateResponse = z.object({
  sessionId: z.string(),
  /** Our player id, stable across sessions (never the username). */
  playerId: z.string(),
  /** The game the token was issued for (the provider's id of it). */
  game: z.string(),
  currency: z.string(),
  mode: z.enum(["real", "fun"]),
  country: z.string(),
  /** Real + bonus, minor units. */
  balance: z.number().int(),
});

/** POST /api/rgs/v1/balance. */
export const RgsBalanceRequest = z.object({ sessionId: z.string().min(10).max(100) });
/** The player's balance after a call, minor units of `currency`. */
export const RgsBalanceResponse = z.object({ balance: z.number().int(), currency: z.string() });

/** A money call: the provider's transaction id makes it idempotent. */
const RgsMoney = z.object({
  sessionId: z.string().min(10).max(100),
  /** The provider's id of this transaction: a repeat returns the first answer; another body under it is a 409. */
  transactionId: z.string().min(1).max(100),
  /** The provider's round reference (shown to the player in game recall). */
  roundId: z.string().min(1).max(100),
});
/** POST /api/rgs/v1/bet: debits a stake (minor units). */
export const RgsBetRequest = RgsMoney.extend({ amount: z.number().int().min(1).max(1e12) });
/** POST /api/rgs/v1/win: credits a win of the round (several per round allowed; 0 is a losing result). */
export const RgsWinRequest = RgsMoney.extend({ amount: z.number().int().min(0).max(1e12) });
/** POST /api/rgs/v1/rollback: refunds the bet `betTransactionId` and cancels its round. */
export const RgsRollbackRequest = RgsMoney.extend({ betTransactionId: z.string().min(1).max(100) });
/** POST /api/rgs/v1/end-round: the round is over; no bet, win or rollback of it is taken afterwards. */
export const RgsEndRoundRequest = RgsMoney;
/** The answer to a money call. */
export const RgsMoneyResponse = RgsBalanceResponse.extend({
  transactionId: z.string(),
  /** Our id of the movement (the round id), for the provider's records. */
  reference: z.string(),
});

/** Codes of the providers' registry, launch and seamless-wallet calls. */
export const ProviderErrorCode = z.enum([
  /** No such provider. */
  "PROVIDER_NOT_FOUND",
  /**
   * A provider with this id exists already (`details.field` "id"), or another vendor's name reads the same — its
   * letters make the vendor's slug (`details.field` "name").
   */
  "PROVIDER_EXISTS",
  /** The provider is switched off (launch and wallet calls). */
  "PROVIDER_DISABLED",
  /** The provider does not offer its games in the player's currency or country. */
  "PROVIDER_NOT_AVAILABLE",
  /** Missing, wrong, stale or tampered X-Signature, or unknown X-Provider-Id: 401, nothing happened. */
  "RGS_SIGNATURE_INVALID",
  /** The launch token is unknown, used already or expired. */
  "RGS_TOKEN_INVALID",
  /** The wallet session is unknown or belongs to another provider. */
  "RGS_SESSION_INVALID",
  /** Real and bonus money together do not cover the bet. */
  "RGS_INSUFFICIENT_FUNDS",
  /** A wagering or loss limit, the stake cap or the time between rounds refuses the bet; `details.reason`. */
  "RGS_LIMIT_REACHED",
  /** The player is self-excluded. */
  "RGS_SELF_EXCLUDED",
  /** The player is on a cool-off break. */
  "RGS_COOL_OFF",
  /** The round has ended (or was cancelled): no more bets, wins or rollbacks. */
  "RGS_ROUND_CLOSED",
  /** The bet was rolled back (perhaps before it arrived): it is refused, and so is a win of its round. */
  "RGS_BET_ROLLED_BACK",
  /** The round or bet named is not known. */
  "RGS_ROUND_NOT_FOUND",
  /** The transaction id was used before for another request. */
  "RGS_TRANSACTION_CONFLICT",
  /** A fun-mode session moves no money. */
  "RGS_FUN_MODE",
]);
export type ProviderErrorCode = z.infer<typeof ProviderErrorCode>;
