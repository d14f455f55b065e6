import { ApiError } from "../../lib/api-client";
import { errorText } from "../../lib/error-text";

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * What the activate-e-mail page says when the link did not work. A refused key (malformed, unknown, used, or no
 * longer the player's address) is a link that is invalid or expired, whatever the server's code; anything else
 * (the network, the server) keeps its own text.
 */
export function activationErrorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return t("activate.invalidLink");
  return errorText(t, error, "account-not-exist");
}
