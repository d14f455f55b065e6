import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppConfig, Config, SharedSecrets } from "../config";
import type { Db } from "../db";
import { platformSecrets } from "./secrets.tables";

/** 256 bits of entropy: an HMAC key nobody can guess or brute-force. */
const SECRET_BYTES = 32;

/** Each shared secret's row name and the prefix that tells a reader what the value is for. */
const SHARED_SECRETS: Record<keyof SharedSecrets, { name: string; prefix: string }> = {
  PSP_WEBHOOK_SECRET: { name: "psp_webhook", prefix: "whsec_" },
  SPORTS_SESSION_SECRET: { name: "sports_session", prefix: "sps_" },
};

/**
 * The deployment's secret called `name`: the one already kept in the database, else a new random one. Two processes
 * starting at once on an empty database both try to insert; the primary key lets one win and both read back the
 * winner, so every process signs and verifies with the same value.
 */
export async function sharedSecret(db: Db, name: string, prefix = ""): Promise<string> {
  const candidate = `${prefix}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  await db.insert(platformSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`The shared secret ${name} could not be stored`);
  return row.value;
}

/** The configuration with every shared secret filled in: the configured value wins, else the database's. */
export async function withSharedSecrets(db: Db, config: Config): Promise<AppConfig> {
  const resolved = {} as SharedSecrets;
  for (const key of Object.keys(SHARED_SECRETS) as (keyof SharedSecrets)[]) {
    const { name, prefix } = SHARED_SECRETS[key];
    resolved[key] = config[key] ?? (await sharedSecret(db, name, prefix));
  }
  return { ...config, ...resolved };
}
