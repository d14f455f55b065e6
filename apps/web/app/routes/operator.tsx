import { Desk } from "../features/operator/components/desk";

/** /{locale}/operator: the desk (withdrawals, documents, risk reviews, maintenance, bonuses), by the caller's roles. */
export default function OperatorDeskPage() {
  return <Desk />;
}
