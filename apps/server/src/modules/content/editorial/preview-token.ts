import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a preview link works: long enough to pass it to a colleague, short enough not to leak a campaign. */
export const PREVIEW_TTL_MS = 24 * 3_600_000;

const sign = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("base64url");

/** A token naming one entry until `expiresAt`, signed with the deployment's preview secret. */
export function previewToken(secret: string, entryId: string, expiresAt: Date): string {
  const body = `${entryId}.${expiresAt.getTime()}`;
  return `${body}.${sign(secret, body)}`;
}

/** The entry id a token names, or null when its signature is wrong or it has run out at `now`. */
export function verifyPreviewToken(secret: string, token: string, now: Date): string | null {
  const [id, expires, mac, extra] = token.split(".");
  if (!id || !expires || !mac || extra !== undefined || !/^\d{1,15}$/.test(expires)) return null;
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) > now.getTime() ? id : null;
}
