import { CompliancePage } from "../features/operator/compliance/compliance-page";

/** /{locale}/operator/compliance: responsible-gambling signals and excluded players (compliance.review). */
export default function OperatorCompliancePage() {
  return <CompliancePage />;
}
