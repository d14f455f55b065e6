import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../platform/deps";
import { complianceAdminRoutes } from "./admin.routes";
import { type ComplianceService, createComplianceService } from "./compliance.service";
import type { DocumentStore } from "./document-store";
import { kycRoutes } from "./kyc.routes";
import { questionnaireRoutes } from "./questionnaire.routes";

/** Builds the compliance service (the cashier needs its checks before its routes exist). */
export function createCompliance(deps: AppDeps, store?: DocumentStore): ComplianceService {
  return createComplianceService({
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    accounts: deps.accounts,
    ...(store ? { store } : {}),
  });
}

/** The questionnaire, documents and operator routes. */
export async function registerCompliance(
  app: FastifyInstance,
  compliance: ComplianceService,
  maxBytes: number,
) {
  await app.register(questionnaireRoutes(compliance.questionnaire));
  await app.register(kycRoutes(compliance.kyc, maxBytes));
  await app.register(complianceAdminRoutes(compliance));
}
