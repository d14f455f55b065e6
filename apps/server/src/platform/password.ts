import { readFileSync } from "node:fs";
import path from "node:path";
import { hash, verify } from "@node-rs/argon2";
import { SERVER_ROOT } from "./paths";

/** Argon2id with the library defaults (m=19 MiB, t=2, p=1): about 30 ms here, OWASP's recommended floor. */
const ARGON2ID = 2;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/**
 * Checks a password against a stored hash. With no hash (unknown account) it still does the work of a real
 * check against a dummy, so response time does not reveal whether an account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

let dummy: Promise<string> | undefined;
const dummyHash = () => {
  dummy ??= hashPassword("dummy-password-for-constant-time");
  return dummy;
};

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * The policy as a runtime pattern for the client (docs/product/accounts.md#passwords): 8–128 characters with at least
 * one letter and one digit, no spaces. The server additionally refuses common passwords and ones containing the
 * username.
 */
export const PASSWORD_PATTERN = `^(?=.*[A-Za-z\\u00C0-\\u024F])(?=.*\\d)[^\\s]{${PASSWORD_MIN},${PASSWORD_MAX}}$`;

const COMMON = new Set(
  readFileSync(path.join(SERVER_ROOT, "src/platform/common-passwords.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export type PasswordProblem = "pattern" | "common" | "containsUsername";

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { username?: string; email?: string } = {},
): PasswordProblem | null {
  if (!new RegExp(PASSWORD_PATTERN).test(password)) return "pattern";
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || COMMON.has(lower.replace(/\d+$/, ""))) return "common";
  const names = [context.username, context.email?.split("@")[0]].filter(
    (n): n is string => !!n && n.length >= 3,
  );
  if (names.some((name) => lower.includes(name.toLowerCase()))) return "containsUsername";
  return null;
}
