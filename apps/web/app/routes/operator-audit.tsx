import { AuditLog } from "../features/operator/audit/audit-log";

/** /{locale}/operator/…: the audit trail (audit.read). */
export default function OperatorAuditLogPage() {
  return <AuditLog />;
}
