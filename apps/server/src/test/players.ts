import type { QuickRegisterRequest } from "@casino/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../platform/db";
import { type OutboxMessage, outboxStore } from "../platform/outbox";

/** A password that passes the policy and is in no common list. */
export const PASSWORD = "Harbour-Lights-42";

/** Per-IP limits high enough that a test file's own traffic from 127.0.0.1 never hits them. */
export const RELAXED_LIMITS = {
  LOGIN_IP_LIMIT_PER_MINUTE: "10000",
  MAIL_IP_LIMIT_PER_15_MIN: "10000",
  SMS_IP_LIMIT_PER_15_MIN: "10000",
  VALIDATE_IP_LIMIT_PER_MINUTE: "10000",
};

let serial = 0;

/** A fresh, valid quick sign-up body; every call gets its own username and e-mail. */
export function newPlayer(overrides: Partial<QuickRegisterRequest> = {}): QuickRegisterRequest {
  serial += 1;
  const id = `${process.pid.toString(36)}${serial}`;
  return {
    username: `player_${id}`,
    email: `player.${id}@example.com`,
    password: PASSWORD,
    birthDate: "1990-05-17",
    country: "DE",
    userConsents: { termsandconditions: true, emailmarketing: false, sms: true, "3rdparty": false },
    ...overrides,
  };
}

/** Signs a player up through the API (asserting 204) and returns the body used. */
export async function register(
  app: FastifyInstance,
  overrides: Partial<QuickRegisterRequest> = {},
): Promise<QuickRegisterRequest> {
  const body = newPlayer(overrides);
  const response = await app.inject({ method: "POST", url: "/api/user/signup/quickRegister", payload: body });
  expect(response.statusCode, response.body).toBe(204);
  return body;
}

/** POST /api/session/login. */
export function login(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api/session/login", payload: { username, password }, headers });
}

/** Logs in (asserting 200) and returns the session id. */
export async function sessionOf(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
): Promise<string> {
  const response = await login(app, username, password);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sessionId;
}

/** Headers of an authenticated non-browser call. */
export const asPlayer = (sessionId: string, extra: Record<string, string> = {}) => ({
  "x-session-id": sessionId,
  ...extra,
});

/** The newest message sent to a recipient (e-mail address or E.164 number). */
export async function lastMessage(database: Database, recipient: string): Promise<OutboxMessage | undefined> {
  const [message] = await outboxStore.list(database.db, { recipient });
  return message;
}

/** Every message sent to a recipient, newest first. */
export function messagesTo(database: Database, recipient: string): Promise<OutboxMessage[]> {
  return outboxStore.list(database.db, { recipient });
}

/** The `key` of the first link in a message. */
export function keyIn(message: OutboxMessage | undefined): string {
  const match = message?.text.match(/[?&]key=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no key link in ${message?.text}`);
  return match[1];
}

/** The 6-digit code of an SMS. */
export function codeIn(message: OutboxMessage | undefined): string {
  const match = message?.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in ${message?.text}`);
  return match[1];
}
