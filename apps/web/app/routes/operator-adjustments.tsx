import { useSession } from "../features/auth/api/get-session";
import { AdjustmentQueue } from "../features/operator/players/adjustment-queue";

/** /{locale}/operator/…: money corrections waiting for a second staff member (never the one who asked). */
export default function OperatorAdjustmentQueuePage() {
  return <AdjustmentQueue me={useSession()?.username ?? null} />;
}
