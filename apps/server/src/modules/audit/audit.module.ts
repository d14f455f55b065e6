import { defineModule } from "../../platform/module";
import { auditRoutes } from "./audit.routes";
import { type AuditService, createAuditService } from "./audit.service";

declare module "../../platform/module" {
  interface Ports {
    /** The audit trail: `audit.record(tx, {...})` appends a staff action in the change's own transaction. */
    audit: AuditService;
  }
}

/** The append-only, hash-chained record of every staff action (docs/product/back-office.md#audit-trail). */
export const auditModule = defineModule({
  name: "audit",
  needs: ["db", "clock", "accounts"],
  provides: ["audit"],
  async register(app, { db, clock, accounts }) {
    const audit = createAuditService({ db, clock, usernames: accounts.usernames });
    await app.register(auditRoutes(audit));
    return { audit };
  },
});
