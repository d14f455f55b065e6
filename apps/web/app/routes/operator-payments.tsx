import { PaymentsPage } from "../features/operator/payments/payments-page";

/** /{locale}/operator/payments: deposits and withdrawals, chargebacks, reconciliation (payments.manage). */
export default function OperatorPaymentsPage() {
  return <PaymentsPage />;
}
