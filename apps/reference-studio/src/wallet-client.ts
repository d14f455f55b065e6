import { createHmac, randomUUID } from "node:crypto";

/** How the studio reaches the casino's wallet: its address, the studio's id there and the shared secret. */
export interface WalletLink {
  walletUrl: string;
  providerId: string;
  secret: string;
  /** A call that takes longer is abandoned and sent again with the same transaction id. */
  timeoutMs?: number;
}

export interface WalletAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, as the casino's API documents it. */
export function sign(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac("sha256", secret).update(`${at}.${body}`).digest("hex")}`;
}

/**
 * The studio's side of the seamless wallet: signed calls, retried with the same body (and so the same transaction
 * id) when they time out or the network fails, the way a real studio's game server does.
 */
export function walletClient(link: WalletLink) {
  async function once(path: string, body: unknown): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const response = await fetch(`${link.walletUrl}/api/rgs/v1/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-provider-id": link.providerId,
        "x-signature": sign(link.secret, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(link.timeoutMs ?? 5_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  return {
    async call(path: string, body: unknown, attempts = 4): Promise<WalletAnswer> {
      let last: unknown;
      for (let i = 0; i < attempts; i++) {
        try {
          return await once(path, body);
        } catch (error) {
          last = error;
          await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** i));
        }
      }
      throw last;
    },
    newId: () => randomUUID(),
  };
}

export type WalletClient = ReturnType<typeof walletClient>;
