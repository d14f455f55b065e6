import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser";

/** The password of every player a journey registers. */
export const TEST_PASSWORD = "Vela-test-2026";

const unique = () => `${Date.now().toString(36)}${crypto.randomUUID().slice(0, 4)}`;

/**
 * Registers a fresh adult player in GB (so amounts are in GBP, and the UK's responsible-gambling rules apply), or in
 * `country` (its currency and rules), through the quick-register call and returns the username (`prefix_…`, at most
 * 20 characters). Through the browser's own request context when given, so its cookies (the affiliate marker) go
 * along.
 */
export async function registerPlayer(
  prefix: string,
  request?: Page["request"],
  country = "GB",
): Promise<string> {
  const id = unique();
  const username = `${prefix}_${id}`.slice(0, 20);
  const data = {
    email: `${prefix}-${id}@example.com`,
    username,
    password: TEST_PASSWORD,
    birthDate: "1990-01-01",
    country,
    userConsents: { termsandconditions: true, emailmarketing: false, sms: false, "3rdparty": false },
  };
  const status = request
    ? (await request.post(`${baseUrl}/api/user/signup/quickRegister`, { data })).status()
    : (
        await fetch(`${baseUrl}/api/user/signup/quickRegister`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(data),
        })
      ).status;
  expect(status).toBe(204);
  return username;
}
