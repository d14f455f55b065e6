import { randomUUID } from "node:crypto";
import { type Answer, Client, type RequestOptions, type Tally } from "../reliability/client";
import { login, PASSWORD, type Player } from "../reliability/players";

/**
 * A client that, when sent straight to a process (not through the load balancer), says which address it comes from
 * (X-Forwarded-For, trusted with TRUST_PROXY). Each scenario then has per-IP counters of its own, and the login
 * limit scenario starts from a clean count for the load balancer's address.
 */
export class ClusterClient extends Client {
  constructor(
    baseUrl: string,
    tally: Tally,
    public forwardedFor?: string,
  ) {
    super(baseUrl, tally);
  }

  override request(op: string, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers = {
      ...(this.forwardedFor ? { "x-forwarded-for": this.forwardedFor } : {}),
      ...options.headers,
    };
    return super.request(op, method, path, { ...options, headers });
  }
}

export type ClusterPlayer = ClusterClient & Player;

/** Quick registration (IE, GBP: no slot-round pacing) on `baseUrl`; no login yet. */
export async function signUp(baseUrl: string, tally: Tally, forwardedFor?: string): Promise<ClusterPlayer> {
  const client = new ClusterClient(baseUrl, tally, forwardedFor) as ClusterPlayer;
  client.username = `cl_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const signup = await client.request("register", "POST", "/api/user/signup/quickRegister", {
    body: {
      email: `${client.username}@cluster.example`,
      username: client.username,
      password: PASSWORD,
      birthDate: "1990-01-01",
      country: "IE",
      currency: "GBP",
      userConsents: { termsandconditions: true, emailmarketing: false, sms: false, "3rdparty": false },
    },
  });
  if (signup.status !== 204) throw new Error(`sign-up answered ${signup.status}: ${signup.text}`);
  return client;
}

export { login };
