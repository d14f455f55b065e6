import { parseMajor } from "@casino/contract";
import type { Db } from "../../platform/db";
import { defineModule } from "../../platform/module";
import { createAdjustmentService } from "./adjustments.service";
import { operatorStore } from "./operator.store";
import { playersRoutes } from "./players.routes";
import { createPlayersService } from "./players.service";
import { staffRoutes } from "./staff.routes";
import { createStaffService } from "./staff.service";

declare module "../../platform/module" {
  interface Ports {
    /** Raises a risk flag on a player in the caller's transaction (the player 360 shows it); once per reference. */
    flagPlayer(
      tx: Db,
      flag: { userId: string; kind: string; reason: string; reference: string },
    ): Promise<void>;
  }
}

/**
 * The back office's core: staff roles, the player 360 with its actions, and money corrections with four eyes
 * (docs/product/back-office.md). Every action is in the audit trail.
 */
export const operatorModule = defineModule({
  name: "operator",
  needs: ["config", "db", "clock", "accounts", "sessions", "wallet", "audit"],
  provides: ["flagPlayer"],
  async register(app, { config, db, clock, accounts, sessions, wallet, audit }) {
    const approvalAbove = parseMajor(config.ADJUSTMENT_APPROVAL_ABOVE.toFixed(2)) ?? 0n;
    const adjustments = createAdjustmentService({ db, clock, wallet, audit, accounts, approvalAbove });
    const players = createPlayersService({
      db,
      clock,
      accounts,
      sessions,
      wallet,
      audit,
      adjustments,
      impersonationMinutes: config.IMPERSONATION_MINUTES,
    });
    await app.register(staffRoutes(createStaffService({ db, accounts, audit }), accounts));
    await app.register(playersRoutes(players, adjustments, { config, clock }));
    return {
      flagPlayer: (tx, flag) => operatorStore.insertFlag(tx, { ...flag, createdAt: clock.now() }),
    };
  },
});
