import { userKey } from "../../../lib/query-keys";

/**
 * The back office's queries live under the player's key, so logging out drops them with everything else. Each
 * queue has its own key: a decision refetches the queue it changed.
 */
export const OPERATOR_KEY = userKey("operator");
export const WITHDRAWALS_KEY = [...OPERATOR_KEY, "withdrawals"] as const;
export const DOCUMENTS_KEY = [...OPERATOR_KEY, "documents"] as const;
export const REVIEWS_KEY = [...OPERATOR_KEY, "reviews"] as const;
export const SITE_KEY = [...OPERATOR_KEY, "site"] as const;
export const CAMPAIGNS_KEY = [...OPERATOR_KEY, "campaigns"] as const;

/** Queues are looked at again now and then, so requests that arrive while the page is open show up. */
export const QUEUE_REFRESH_MS = 30_000;
