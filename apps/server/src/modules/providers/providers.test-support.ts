import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { signPayload } from "../../platform/webhook-signature";
import { insertTestUser } from "../../test/fixtures";
import { call, fundedPlayer } from "../../test/funded-player";

// Helpers of the providers tests: a registered provider, a launched game and signed seamless-wallet calls.

export type Headers = Record<string, string>;

/** An operator's session headers. */
export async function operator(app: FastifyInstance): Promise<Headers> {
  const userId = await insertTestUser(app.services.db, { roles: ["player", "admin"] });
  const { token } = await app.services.sessions.create({ userId });
  return { "x-session-id": token, "x-user-id": userId };
}

let serial = 0;

/** Registers a provider with one slot game through the operator API; returns its id, secret and game slug. */
export async function registerProvider(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  serial += 1;
  const id = `studio-${process.pid.toString(36)}-${serial}`;
  const slug = `${id}-reels`;
  const response = await call(app, "POST", "/api/admin/providers", await operator(app), {
    id,
    // A vendor's slug is its name's letters (docs/product/casino.md#catalogue): the serial spelt in letters.
    name: `Studio ${[...String(serial)].map((d) => "abcdefghij"[Number(d)]).join("")}`,
    launchUrl: "https://games.studio.example/play",
    currencies: ["EUR"],
    games: [
      {
        slug,
        name: "Reels",
        icon: "/games/reels.svg",
        settings: { providerGameId: "reels", gameType: "slot" },
      },
    ],
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return { id, secret: response.json.secret as string, slug };
}

/** Signed call of the seamless-wallet API, as a provider makes it. */
export async function rgs(
  app: FastifyInstance,
  provider: { id: string; secret: string },
  path: string,
  body: unknown,
  sign: (raw: string) => string | undefined = (raw) =>
    signPayload(provider.secret, raw, Math.floor(Date.now() / 1000)),
) {
  const raw = JSON.stringify(body);
  const signature = sign(raw);
  const response = await app.inject({
    method: "POST",
    url: `/api/rgs/v1/${path}`,
    headers: {
      "content-type": "application/json",
      "x-provider-id": provider.id,
      ...(signature ? { "x-signature": signature } : {}),
    },
    payload: raw,
  });
  return { status: response.statusCode, json: response.json() };
}

/** A funded player who launched the provider's game and whose token the provider traded for a session. */
export async function playingPlayer(
  app: FastifyInstance,
  provider: { id: string; secret: string; slug: string },
  deposit = 10_000n,
  overrides = {},
) {
  const player = await fundedPlayer(app, deposit, overrides);
  const launch = await call(app, "POST", `/api/games/${provider.slug}/launch`, player.headers, {
    mode: "real",
  });
  expect(launch.status, JSON.stringify(launch.json)).toBe(200);
  const token = new URL(launch.json.url).searchParams.get("token")!;
  const auth = await rgs(app, provider, "authenticate", { token });
  expect(auth.status, JSON.stringify(auth.json)).toBe(200);
  return { ...player, token, sessionId: auth.json.sessionId as string, launchUrl: launch.json.url as string };
}
