import { createHmac, timingSafeEqual } from "node:crypto";

/** Webhook signature tolerance: a signed timestamp older (or newer) than this is refused (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + rawBody)>` */
export function signPayload(secret: string, rawBody: string, timestamp: number): string {
  const mac = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

/** True when the header is a valid, fresh signature of exactly this body. Constant-time comparison. */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number,
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(",").map((part) => {
      const [key = "", ...rest] = part.trim().split("=");
      return [key, rest.join("=")];
    }),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false;
  const given = Buffer.from(parts.v1 ?? "", "hex");
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
