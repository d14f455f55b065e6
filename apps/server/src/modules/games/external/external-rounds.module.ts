import { defineModule } from "../../../platform/module";
import { createExternalRounds, type ExternalRounds } from "./external-rounds";

declare module "../../../platform/module" {
  interface Ports {
    /** Rounds of other studios' games through the studio's money path (the providers module calls it). */
    externalRounds: ExternalRounds;
  }
}

/**
 * The studio's round path opened to other studios: its own small definition, so the providers module can need it
 * while the studio's launch needs the providers' launcher (docs/modules.md, composition).
 */
export const externalRoundsModule = defineModule({
  name: "games-external",
  needs: ["db", "clock", "wallet", "limits", "bonus", "accounts", "afterStake"],
  provides: ["externalRounds"],
  register(_app, ports) {
    const { accounts } = ports;
    return {
      externalRounds: createExternalRounds({
        db: ports.db,
        clock: ports.clock,
        wallet: ports.wallet,
        limits: ports.limits,
        bonus: ports.bonus,
        afterStake: ports.afterStake,
        playerOf: (userId, tx) => accounts.contactOf(userId, tx),
      }),
    };
  },
});
