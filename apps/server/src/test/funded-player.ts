import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { insertTestUser } from "./fixtures";

/** A player with a live session and `deposit` major units of real money; returns the headers clients send. */
export async function fundedPlayer(app: FastifyInstance, deposit: bigint, overrides = {}) {
  const userId = await insertTestUser(app.services.db, { currency: "EUR", ...overrides });
  const { token } = await app.services.sessions.create({ userId });
  if (deposit > 0n) {
    await app.services.wallet.transfer({
      idempotencyKey: `test-deposit:${userId}`,
      kind: "deposit",
      currency: "EUR",
      postings: [
        { account: { operator: "payments_clearing" }, amount: -deposit },
        { account: { userId, kind: "real" }, amount: deposit },
      ],
    });
  }
  return { userId, headers: { "x-session-id": token, "x-user-id": userId } };
}

/** An HTTP call through inject; returns status and parsed JSON. */
export async function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    json: response.body ? response.json() : undefined,
    cookies: response.cookies,
    headers: response.headers,
  };
}

/** Real + bonus in minor units. */
export async function balanceOf(app: FastifyInstance, userId: string) {
  const b = await app.services.wallet.balances(userId, "EUR");
  return b.real + b.bonus;
}

/** Major units of a response as minor units, exactly. */
export const minor = (major: number) => BigInt(Math.round(major * 100));

/** The headers with an Idempotency-Key. */
export const withKey = (headers: Record<string, string>, key: string) => ({
  ...headers,
  "idempotency-key": key,
});

/**
 * Sends the same request `n` times at once (one key): every answer is 200 and the same as the first, which it
 * returns. On PostgreSQL the calls really race; on PGlite they queue.
 */
export async function allAtOnce(n: number, send: () => ReturnType<typeof call>) {
  const answers = await Promise.all(Array.from({ length: n }, send));
  expect(answers.map((a) => a.status)).toEqual(Array(n).fill(200));
  for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
  return answers[0]!;
}
