export { complianceModule } from "./compliance.module";
export type { ComplianceService } from "./compliance.service";
export type { DocumentStore } from "./document-store";
