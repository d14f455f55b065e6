import { createHash, randomBytes } from "node:crypto";
import type { ProviderInput, ProviderUpdate, ProviderView } from "@casino/contract";
import type { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { AppError } from "../../platform/errors";
import type { AuditActor, AuditService } from "../audit";
import { importGamesFeed } from "../casino";
import * as errors from "./providers.errors";
import { type ProviderRow, providersStore } from "./providers.store";
import { tokenHash } from "./wallet-api.service";

type Input = z.output<typeof ProviderInput>;
type Update = z.output<typeof ProviderUpdate>;
type View = z.output<typeof ProviderView>;

/** How long a launch token may wait for the provider's authenticate call. */
export const LAUNCH_TOKEN_TTL_MS = 5 * 60_000;

/** A fresh shared secret: 32 random bytes, hex. Never a default (docs/decisions/0194-game-providers.md). */
export const newSecret = () => randomBytes(32).toString("hex");

export const providerView = (row: ProviderRow, secret?: string): View => ({
  id: row.id,
  name: row.name,
  launchUrl: row.launchUrl,
  reportUrl: row.reportUrl,
  currencies: row.currencies,
  countries: row.countries,
  enabled: row.enabled,
  games: row.games,
  createdAt: row.createdAt.toISOString(),
  ...(secret ? { secret } : {}),
});

/**
 * A provider as the audit trail keeps it: everything but the secret. A rotation is told by the secret's short
 * fingerprint (a hash prefix of 32 random bytes, which reveals nothing of it).
 */
const audited = (row: ProviderRow) => {
  const { secret, createdAt: _createdAt, ...rest } = row;
  return { ...rest, secretFingerprint: createHash("sha256").update(secret).digest("hex").slice(0, 12) };
};

/** `provider.enable`/`provider.disable` when only the switch moved, otherwise `provider.update`. */
function updateAction(before: ProviderRow, after: ProviderRow) {
  const { enabled: _b, ...restBefore } = audited(before);
  const { enabled: _a, ...restAfter } = audited(after);
  if (before.enabled === after.enabled || JSON.stringify(restBefore) !== JSON.stringify(restAfter))
    return "provider.update";
  return after.enabled ? "provider.enable" : "provider.disable";
}

/** The catalogue rows of a provider's games, under its own vendor (docs/games-feed.md's format). */
async function importGames(tx: Db, provider: ProviderRow) {
  await importGamesFeed(tx, feedOf(provider)).catch((error: unknown) => {
    // Two vendors whose names share their letters would share a slug: the operator's input, so a 409, not a 500.
    if (String((error as { cause?: { message?: string } }).cause?.message).includes("casino_vendors_slug"))
      throw errors.vendorNameTaken();
    throw error;
  });
}

const feedOf = (provider: ProviderRow): Parameters<typeof importGamesFeed>[1] => ({
  vendors: [{ id: provider.id, displayName: provider.name }],
  games: provider.games.map((g) => ({
    id: `${provider.id}--${g.slug}`,
    slug: g.slug,
    gameCode: g.settings.providerGameId,
    name: g.name,
    vendor: provider.id,
    thumbnails: { "114": g.icon, "228": g.icon, "456": g.icon },
    hasFunMode: g.hasFunMode,
    ...(g.rtp === undefined ? {} : { rtp: g.rtp }),
    launchUrl: provider.launchUrl,
    groups: g.groups,
  })),
});

/**
 * The operator's provider registry and the launch of a provider's game (docs/product/providers.md#registry).
 * Enabled providers' origins are kept in memory for the pages' frame-src, refreshed on every change and every
 * minute (another process's change reaches this one within it).
 */
export function createRegistry(deps: {
  db: Db;
  clock: Clock;
  /** Every registry change is recorded in the transaction that makes it (actor null = the system, e.g. the seed). */
  audit: Pick<AuditService, "record">;
  playerOf(userId: string): Promise<{ currency: string; country: string } | null>;
}) {
  const { db, clock } = deps;
  let origins: string[] = [];

  async function refreshOrigins() {
    const rows = await providersStore.all(db);
    origins = [...new Set(rows.filter((r) => r.enabled).map((r) => new URL(r.launchUrl).origin))];
  }

  async function providerOfGame(slug: string) {
    const rows = await providersStore.all(db);
    return rows.find((r) => r.games.some((g) => g.slug === slug)) ?? null;
  }

  return {
    refreshOrigins,
    frameOrigins: () => origins,
    list: async () => (await providersStore.all(db)).map((r) => providerView(r)),
    byId: (id: string) => providersStore.byId(db, id),

    /** Registers a provider with a generated secret (shown once) and imports its games. */
    async create(actor: AuditActor | null, input: Input, secret = newSecret()): Promise<View> {
      const row = await inTransaction(db, async (tx) => {
        const inserted = await providersStore.insert(tx, {
          ...input,
          reportUrl: input.reportUrl ?? null,
          secret,
          createdAt: clock.now(),
        });
        if (!inserted) throw errors.providerExists();
        await importGames(tx, inserted);
        await deps.audit.record(tx, {
          actor,
          action: "provider.create",
          target: { type: "provider", id: inserted.id },
          before: null,
          after: audited(inserted),
        });
        return inserted;
      });
      await refreshOrigins();
      return providerView(row, secret);
    },

    async update(actor: AuditActor | null, id: string, input: Update): Promise<View> {
      const row = await inTransaction(db, async (tx) => {
        const before = await providersStore.byIdForUpdate(tx, id);
        if (!before) throw errors.providerNotFound();
        const updated = await providersStore.update(tx, id, { ...input, reportUrl: input.reportUrl ?? null });
        if (!updated) throw errors.providerNotFound();
        await importGames(tx, updated);
        await deps.audit.record(tx, {
          actor,
          action: updateAction(before, updated),
          target: { type: "provider", id },
          before: audited(before),
          after: audited(updated),
        });
        return updated;
      });
      await refreshOrigins();
      return providerView(row);
    },

    async rotateSecret(actor: AuditActor | null, id: string, secret = newSecret()): Promise<View> {
      const row = await inTransaction(db, async (tx) => {
        const before = await providersStore.byIdForUpdate(tx, id);
        if (!before) throw errors.providerNotFound();
        const rotated = (await providersStore.update(tx, id, { secret }))!;
        await deps.audit.record(tx, {
          actor,
          action: "provider.rotate-secret",
          target: { type: "provider", id },
          before: { secretFingerprint: audited(before).secretFingerprint },
          after: { secretFingerprint: audited(rotated).secretFingerprint },
        });
        return rotated;
      });
      return providerView(row, secret);
    },

    /**
     * The launch URL of a provider's game with a one-time token bound to player, game, currency and mode; null
     * when no provider serves the slug.
     */
    async launch(request: {
      userId: string | null;
      slug: string;
      mode: "real" | "fun";
      locale: string;
    }): Promise<string | null> {
      const provider = await providerOfGame(request.slug);
      if (!provider) return null;
      if (!provider.enabled) throw errors.providerDisabled();
      const game = provider.games.find((g) => g.slug === request.slug)!;
      const url = new URL(provider.launchUrl);
      url.searchParams.set("game", game.settings.providerGameId);
      url.searchParams.set("mode", request.mode);
      url.searchParams.set("lang", request.locale);
      // A guest's fun play is the studio's own demo: no token, no player, the wallet is never called
      // (docs/decisions/0209-fun-play-of-provider-games.md).
      if (!request.userId && request.mode === "fun" && game.hasFunMode) return url.toString();
      if (!request.userId) throw new AppError("UNAUTHORIZED", 401, "Log in to play");
      const who = await deps.playerOf(request.userId);
      if (!who) throw new AppError("UNAUTHORIZED", 401, "Log in to play");
      const countryOk = provider.countries.length === 0 || provider.countries.includes(who.country);
      if (!provider.currencies.includes(who.currency) || !countryOk) throw errors.providerNotAvailable();
      const token = randomBytes(24).toString("base64url");
      await providersStore.insertToken(db, {
        tokenHash: tokenHash(token),
        providerId: provider.id,
        userId: request.userId,
        slug: request.slug,
        currency: who.currency,
        mode: request.mode,
        expiresAt: new Date(clock.now().getTime() + LAUNCH_TOKEN_TTL_MS),
      });
      url.searchParams.set("token", token);
      return url.toString();
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
