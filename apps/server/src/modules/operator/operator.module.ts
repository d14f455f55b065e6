import { parseMajor } from "@casino/contract";
import { defineModule } from "../../platform/module";
import { createAdjustmentService } from "./adjustments.service";
import { playersRoutes } from "./players.routes";
import { createPlayersService } from "./players.service";
import { staffRoutes } from "./staff.routes";
import { createStaffService } from "./staff.service";

/**
 * The back office's core: staff roles, the player 360 with its actions, and money corrections with four eyes
 * (docs/product/back-office.md). Every action is in the audit trail.
 */
export const operatorModule = defineModule({
  name: "operator",
  needs: ["config", "db", "clock", "accounts", "sessions", "wallet", "audit"],
  provides: [],
  async register(app, { config, db, clock, accounts, sessions, wallet, audit }) {
    const approvalAbove = parseMajor(config.ADJUSTMENT_APPROVAL_ABOVE.toFixed(2)) ?? 0n;
    const adjustments = createAdjustmentService({ db, clock, wallet, audit, accounts, approvalAbove });
    const players = createPlayersService({ db, clock, accounts, sessions, wallet, audit, adjustments });
    await app.register(staffRoutes(createStaffService({ db, accounts, audit }), accounts));
    await app.register(playersRoutes(players, adjustments));
    return {};
  },
});
