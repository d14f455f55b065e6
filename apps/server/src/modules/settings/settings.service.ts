import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import type { AuditActor, AuditService } from "../audit";
import { settingsStore } from "./settings.store";

const MAINTENANCE = "maintenance";

/**
 * Operator switches every page depends on. Read from the database on each call (one primary-key read), so a
 * change made through any process is seen by all of them at once; there is no cache to go stale.
 */
export function createSettingsService(deps: { db: Db; clock: Clock; audit?: Pick<AuditService, "record"> }) {
  const { db, clock } = deps;
  return {
    /**
     * Maintenance mode: sign-up and deposits are hidden (docs/product/back-office.md#maintenance). Off unless an
     * operator turned it on.
     */
    async maintenance(): Promise<boolean> {
      return (await settingsStore.get(db, MAINTENANCE)) === true;
    },
    /** Switches maintenance mode; a staff member's switch is in the audit trail, in the same transaction. */
    async setMaintenance(enabled: boolean, actor?: AuditActor): Promise<void> {
      const before = await this.maintenance();
      await inTransaction(db, async (tx) => {
        await settingsStore.set(tx, MAINTENANCE, enabled, clock.now());
        if (actor) {
          await deps.audit?.record(tx, {
            actor,
            action: "settings.maintenance",
            target: { type: "setting", id: MAINTENANCE },
            before: { enabled: before },
            after: { enabled },
          });
        }
      });
    },
    /** What GET /api/settings shows every visitor. */
    async site() {
      return { maintenance: await this.maintenance() };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
