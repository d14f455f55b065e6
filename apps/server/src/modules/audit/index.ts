export { auditModule } from "./audit.module";
export type { AuditActor, AuditRecord, AuditService } from "./audit.service";
