import type { AdminCatalogueGame, AdminCatalogueGroup } from "@casino/contract";
import type { EventBus } from "../../../platform/bus";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { badRequest, notFound } from "../../../platform/errors";
import type { AuditActor, AuditService } from "../../audit";
import { announceCatalogueChange } from "../catalogue-cache";
import { catalogueAdminStore as store } from "./catalogue-admin.store";

/**
 * Staff curation of the catalogue (docs/product/back-office.md#catalogue): a game switched off per country, the
 * featured row, the order of the lobby's groups. Each change and its audit row commit together; once committed the
 * change is announced on `casino.catalogue`, so every process drops its cached lobby pages and the next public read
 * shows it (decision 0170).
 */
export function createCatalogueAdmin(deps: { db: Db; bus: EventBus; audit: Pick<AuditService, "record"> }) {
  const { db, bus, audit } = deps;

  async function change<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await inTransaction(db, work);
    await announceCatalogueChange(bus);
    return result;
  }

  async function lockedGame(tx: Db, id: string) {
    const game = await store.lockGame(tx, id);
    if (!game) throw notFound("Game could not be found");
    return game;
  }

  return {
    games: async (search?: string): Promise<AdminCatalogueGame[]> => store.games(db, search),

    /** Switches a game (by id or slug) on or off in one country; switching to the state it is already in records nothing. */
    setAvailability: (id: string, country: string, enabled: boolean, actor: AuditActor) =>
      change(async (tx) => {
        const game = await lockedGame(tx, id);
        const before = game.countries;
        const after = enabled
          ? before.filter((c) => c !== country)
          : before.includes(country)
            ? before
            : [...before, country].sort();
        if (after.length !== before.length) {
          await store.setCountries(tx, game.id, after);
          await audit.record(tx, {
            actor,
            action: enabled ? "catalogue.game-enable" : "catalogue.game-disable",
            target: { type: "casino-game", id: game.id },
            before: { disabledCountries: before },
            after: { disabledCountries: after },
          });
        }
        return { disabledCountries: after };
      }),

    setFeatured: (id: string, featured: boolean, actor: AuditActor) =>
      change(async (tx) => {
        const game = await lockedGame(tx, id);
        if (game.highlighted !== featured) {
          await store.setFeatured(tx, game.id, featured);
          await audit.record(tx, {
            actor,
            action: "catalogue.game-featured",
            target: { type: "casino-game", id: game.id },
            before: { featured: game.highlighted },
            after: { featured },
          });
        }
        return { featured };
      }),

    groups: (source: string): Promise<AdminCatalogueGroup[]> => store.groups(db, source),

    /** Orders a source's groups: `ids` must name each of its top-level groups exactly once. */
    orderGroups: (source: string, ids: string[], actor: AuditActor) =>
      change(async (tx) => {
        const before = await store.groups(tx, source);
        const known = before.map((g) => g.id);
        if (
          ids.length !== known.length ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.includes(id))
        )
          throw badRequest("List every group of the source exactly once", { groups: known });
        for (const [position, id] of ids.entries()) await store.setGroupPosition(tx, source, id, position);
        await audit.record(tx, {
          actor,
          action: "catalogue.groups-order",
          target: { type: "casino-groups", id: source },
          before: { order: known },
          after: { order: ids },
        });
        return store.groups(tx, source);
      }),
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
