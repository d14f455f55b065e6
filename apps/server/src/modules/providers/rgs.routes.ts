import {
  ErrorResponse,
  providersApi,
  RgsAuthenticateRequest,
  RgsAuthenticateResponse,
  RgsBalanceRequest,
  RgsBalanceResponse,
  RgsBetRequest,
  RgsEndRoundRequest,
  RgsMoneyResponse,
  RgsRollbackRequest,
  RgsWinRequest,
} from "@casino/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Clock } from "../../platform/clock";
import { verifySignature } from "../../platform/webhook-signature";
import { providerDisabled, signatureInvalid } from "./providers.errors";
import type { ProviderRow } from "./providers.store";
import type { Registry } from "./registry.service";
import type { WalletApi } from "./wallet-api.service";

const tags = ["rgs"];
const refusals = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const SIGNED = `Signed: headers X-Provider-Id and X-Signature \`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>\` (5 minutes either way). Amounts are integers in minor units.`;

declare module "fastify" {
  interface FastifyRequest {
    /** The provider whose signature this request carries (set by the seamless-wallet API's guard). */
    rgsProvider?: ProviderRow;
  }
}

/**
 * The seamless-wallet API (docs/product/providers.md#wallet-api). The signature covers the exact bytes received:
 * this plugin reads JSON as a string, checks the signature before anything else (authorisation before validation),
 * and only then parses it for the schema.
 */
export const rgsRoutes =
  (wallet: WalletApi, registry: Registry, clock: Clock): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.addHook("preValidation", async (request: FastifyRequest) => {
      const raw = typeof request.body === "string" ? request.body : "";
      const id = request.headers["x-provider-id"];
      const provider = typeof id === "string" ? await registry.byId(id) : undefined;
      const header = request.headers["x-signature"];
      const now = Math.floor(clock.now().getTime() / 1000);
      if (
        !provider ||
        !verifySignature(provider.secret, raw, typeof header === "string" ? header : undefined, now)
      )
        throw signatureInvalid();
      if (!provider.enabled) throw providerDisabled();
      request.rgsProvider = provider;
      try {
        request.body = JSON.parse(raw);
      } catch {
        request.body = undefined;
      }
    });
    const providerOf = (request: FastifyRequest) => request.rgsProvider!;

    app.post(
      providersApi.postRgsAuthenticate.path,
      {
        schema: {
          tags,
          summary: "Trade a launch token (single use) for a wallet session",
          description: SIGNED,
          body: RgsAuthenticateRequest,
          response: { 200: RgsAuthenticateResponse, ...refusals },
        },
      },
      (request) => wallet.authenticate(providerOf(request), request.body.token),
    );
    app.post(
      providersApi.postRgsBalance.path,
      {
        schema: {
          tags,
          summary: "The player's balance",
          description: SIGNED,
          body: RgsBalanceRequest,
          response: { 200: RgsBalanceResponse, ...refusals },
        },
      },
      (request) => wallet.balance(providerOf(request), request.body.sessionId),
    );
    app.post(
      providersApi.postRgsBet.path,
      {
        schema: {
          tags,
          summary: "Debit a bet (idempotent by transactionId)",
          description: SIGNED,
          body: RgsBetRequest,
          response: { 200: RgsMoneyResponse, ...refusals },
        },
      },
      (request) => wallet.bet(providerOf(request), request.body),
    );
    app.post(
      providersApi.postRgsWin.path,
      {
        schema: {
          tags,
          summary: "Credit a win of an open round (several per round allowed)",
          description: SIGNED,
          body: RgsWinRequest,
          response: { 200: RgsMoneyResponse, ...refusals },
        },
      },
      (request) => wallet.win(providerOf(request), request.body),
    );
    app.post(
      providersApi.postRgsRollback.path,
      {
        schema: {
          tags,
          summary: "Refund a bet and cancel its round (a bet not yet seen is refused when it comes)",
          description: SIGNED,
          body: RgsRollbackRequest,
          response: { 200: RgsMoneyResponse, ...refusals },
        },
      },
      (request) => wallet.rollback(providerOf(request), request.body),
    );
    app.post(
      providersApi.postRgsEndRound.path,
      {
        schema: {
          tags,
          summary: "End a round: no bet, win or rollback of it afterwards",
          description: SIGNED,
          body: RgsEndRoundRequest,
          response: { 200: RgsMoneyResponse, ...refusals },
        },
      },
      (request) => wallet.endRound(providerOf(request), request.body),
    );
  };
