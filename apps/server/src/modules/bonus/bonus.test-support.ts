import { type BonusCampaignInput, BonusWalletResponse, type WalletBonus } from "@casino/contract";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { insertTestUser } from "../../test/fixtures";
import { call, fundedPlayer } from "../../test/funded-player";

// Helpers shared by the bonus integration tests: players, claims, spins and operator-made campaigns.

export type Headers = Record<string, string>;

/** A player with `real` minor units of real money and a live session. */
export const bonusPlayer = (app: FastifyInstance, real = 0n, overrides = {}) =>
  fundedPlayer(app, real, overrides);

/** An operator's session headers. */
export async function operator(app: FastifyInstance): Promise<Headers> {
  const userId = await insertTestUser(app.services.db, { roles: ["player", "admin"] });
  const { token } = await app.services.sessions.create({ userId });
  return { "x-session-id": token, "x-user-id": userId };
}

/** A campaign made through the operator API (the fields a test does not care about get sensible values). */
export async function campaign(
  app: FastifyInstance,
  ops: Headers,
  fields: Partial<BonusCampaignInput> & Pick<BonusCampaignInput, "code" | "kind">,
) {
  const body: BonusCampaignInput = {
    trigger: "claim",
    texts: { en: { name: fields.code, description: "Test" }, de: { name: fields.code, description: "Test" } },
    validFrom: "2020-01-01T00:00:00Z",
    wageringMultiplier: 1,
    contributions: { slot: 100, table: 10, dice: 50, live: 0, sports: 100 },
    validityDays: 7,
    ...fields,
  };
  const created = await call(app, "POST", "/api/admin/bonus/campaigns", ops, body);
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  return created.json as { id: string; code: string };
}

export async function claim(app: FastifyInstance, headers: Headers, code: string, currency = "EUR") {
  return call(app, "POST", "/api/user/bonus/claim", headers, { code, currency });
}

export async function claimed(app: FastifyInstance, headers: Headers, code: string): Promise<WalletBonus> {
  const response = await claim(app, headers, code);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.bonus;
}

/** The player's bonus wallet (tickets included), validated by its contract. */
export async function walletOf(app: FastifyInstance, headers: Headers) {
  const response = await call(app, "GET", "/api/user/bonus/wallet?additionalData=true", headers);
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return BonusWalletResponse.parse(response.json);
}

export async function bonusOf(app: FastifyInstance, headers: Headers, code: string): Promise<WalletBonus> {
  const found = (await walletOf(app, headers)).bonuses.find((b) => b.code === code);
  if (!found) throw new Error(`no ${code} in the wallet`);
  return found;
}

let rounds = 0;
/** One real-money round of a slot. */
export const spin = (app: FastifyInstance, headers: Headers, stake: number, slug = "comet-cascade") =>
  call(app, "POST", `/api/games/${slug}/rounds`, headers, {
    stake,
    clientRoundId: `bonus-round-${++rounds}`,
    mode: "real",
  });

/** The player's balances in minor units. */
export const balances = (app: FastifyInstance, userId: string) => app.services.wallet.balances(userId, "EUR");

/** Major units as minor units, exactly. */
export const minor = (major: number) => BigInt(Math.round(major * 100));

/** The ledger is balanced and every cached balance matches its entries. */
export async function expectBooksBalanced(app: FastifyInstance) {
  expect(await app.services.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: 0 });
}
