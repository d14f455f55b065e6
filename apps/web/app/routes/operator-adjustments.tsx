import { AdjustmentQueue } from "../features/operator/players/adjustment-queue";

/** /{locale}/operator/…: money corrections waiting for a second staff member. */
export default function OperatorAdjustmentQueuePage() {
  return <AdjustmentQueue />;
}
