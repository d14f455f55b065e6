import { randomBytes } from "node:crypto";
import type { ProviderInput, ProviderUpdate, ProviderView } from "@casino/contract";
import type { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { AppError } from "../../platform/errors";
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

/** The catalogue rows of a provider's games, under its own vendor (docs/games-feed.md's format). */
async function importGames(tx: Db, provider: ProviderRow) {
  await importGamesFeed(tx, {
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
}

/**
 * The operator's provider registry and the launch of a provider's game (docs/product/providers.md#registry).
 * Enabled providers' origins are kept in memory for the pages' frame-src, refreshed on every change and every
 * minute (another process's change reaches this one within it).
 */
export function createRegistry(deps: {
  db: Db;
  clock: Clock;
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
    async create(input: Input, secret = newSecret()): Promise<View> {
      const row = await inTransaction(db, async (tx) => {
        const inserted = await providersStore.insert(tx, {
          ...input,
          reportUrl: input.reportUrl ?? null,
          secret,
          createdAt: clock.now(),
        });
        if (!inserted) throw errors.providerExists();
        await importGames(tx, inserted);
        return inserted;
      });
      await refreshOrigins();
      return providerView(row, secret);
    },

    async update(id: string, input: Update): Promise<View> {
      const row = await inTransaction(db, async (tx) => {
        const updated = await providersStore.update(tx, id, { ...input, reportUrl: input.reportUrl ?? null });
        if (!updated) throw errors.providerNotFound();
        await importGames(tx, updated);
        return updated;
      });
      await refreshOrigins();
      return providerView(row);
    },

    async rotateSecret(id: string, secret = newSecret()): Promise<View> {
      const row = await providersStore.update(db, id, { secret });
      if (!row) throw errors.providerNotFound();
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
      if (!request.userId) throw new AppError("UNAUTHORIZED", 401, "Log in to play");
      const who = await deps.playerOf(request.userId);
      if (!who) throw new AppError("UNAUTHORIZED", 401, "Log in to play");
      const countryOk = provider.countries.length === 0 || provider.countries.includes(who.country);
      if (!provider.currencies.includes(who.currency) || !countryOk) throw errors.providerNotAvailable();
      const game = provider.games.find((g) => g.slug === request.slug)!;
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
      const url = new URL(provider.launchUrl);
      url.searchParams.set("token", token);
      url.searchParams.set("game", game.settings.providerGameId);
      url.searchParams.set("mode", request.mode);
      url.searchParams.set("lang", request.locale);
      return url.toString();
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;
