import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { settingsStore } from "./settings.store";

const MAINTENANCE = "maintenance";

/**
 * Operator switches every page depends on. Read from the database on each call (one primary-key read), so a
 * change made through any process is seen by all of them at once; there is no cache to go stale.
 */
export function createSettingsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * Maintenance mode: sign-up and deposits are hidden (docs/product/back-office.md#maintenance). Off unless an
     * operator turned it on.
     */
    async maintenance(): Promise<boolean> {
      return (await settingsStore.get(db, MAINTENANCE)) === true;
    },
    async setMaintenance(enabled: boolean): Promise<void> {
      await settingsStore.set(db, MAINTENANCE, enabled, clock.now());
    },
    /** What GET /api/settings shows every visitor. */
    async site() {
      return { maintenance: await this.maintenance() };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
