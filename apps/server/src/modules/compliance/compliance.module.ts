import { defineModule, type Ports } from "../../platform/module";
import { complianceAdminRoutes } from "./admin.routes";
import { type ComplianceService, createComplianceService } from "./compliance.service";
import type { DocumentStore } from "./document-store";
import { kycRoutes } from "./kyc.routes";
import { questionnaireRoutes } from "./questionnaire.routes";

/** Builds the compliance service; the document store defaults to the configured one. */
function createCompliance(
  deps: Pick<Ports, "db" | "clock" | "config" | "accounts"> & Partial<Pick<Ports, "audit">>,
  store?: DocumentStore,
): ComplianceService {
  return createComplianceService({
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    accounts: deps.accounts,
    ...(deps.audit ? { audit: deps.audit } : {}),
    ...(store ? { store } : {}),
  });
}

/** KYC: the questionnaire, documents and operator routes; it answers the cashier's withdrawal checks. */
export const complianceModule = defineModule({
  name: "compliance",
  needs: ["config", "db", "clock", "accounts", "audit"],
  provides: ["checkWithdrawal", "checkApproval"],
  async register(app, ports) {
    const compliance = createCompliance(ports);
    await app.register(questionnaireRoutes(compliance.questionnaire));
    await app.register(kycRoutes(compliance.kyc, ports.config.KYC_MAX_BYTES));
    await app.register(complianceAdminRoutes(compliance));
    return { checkWithdrawal: compliance.checkWithdrawal, checkApproval: compliance.checkApproval };
  },
});
