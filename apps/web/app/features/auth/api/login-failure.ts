import type { RestrictionsDetail } from "@casino/contract";
import { isBoolean, isRecord, isString, nullable, optional } from "../../../lib/json/shape";

const isNullableString = nullable(isString);

/**
 * The restrictions of a login refused with code 5 (docs/product/sessions.md#restrictions): the body's `detail` when
 * the body is a `LoginFailure` that carries one, else undefined. Written out so the header does not load zod for it;
 * login-failure.test.ts holds it to `LoginFailure`.
 */
export function readRestrictions(body: unknown): RestrictionsDetail | undefined {
  if (!isRecord(body)) return undefined;
  const { code, message, detail, requestId } = body;
  if (!(code === 5 || isString(code)) || !isString(message) || !optional(isString)(requestId))
    return undefined;
  if (!isRecord(detail)) return undefined;
  const { userId, sessionId, phone, phonePrefix, needsTCAccept, needsMarketingAccept } = detail;
  if (!isString(userId) || !isString(sessionId)) return undefined;
  if (!isNullableString(phone) || !isNullableString(phonePrefix)) return undefined;
  if (!isBoolean(needsTCAccept) || !isBoolean(needsMarketingAccept)) return undefined;
  return { userId, sessionId, phone, phonePrefix, needsTCAccept, needsMarketingAccept };
}
