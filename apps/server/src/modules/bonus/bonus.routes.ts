import {
  BonusWalletQuery,
  BonusWalletResponse,
  bonusApi,
  ClaimBonusRequest,
  ClaimBonusResponse,
  EligibleBonusQuery,
  EligibleBonusResponse,
  ErrorResponse,
  ForfeitBonusQuery,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { idempotencyKey } from "../../platform/idempotency";
import { requestLocale } from "../../platform/request-context";
import type { BonusService } from "./bonus.service";

const tags = ["bonus"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The player's bonuses (docs/product/bonuses.md#api). */
export const bonusRoutes =
  (bonus: BonusService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      bonusApi.getUserBonusWallet.path,
      {
        schema: {
          tags,
          summary: "The player's bonuses with status, wagering progress and expiry",
          querystring: BonusWalletQuery,
          response: { 200: BonusWalletResponse, ...refusals },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        return bonus.wallet(userId, request.query, requestLocale(request));
      },
    );

    app.get(
      bonusApi.getUserBonusEligible.path,
      {
        schema: {
          tags,
          summary: "Bonuses the player may claim now (wager-type ones listed apart)",
          querystring: EligibleBonusQuery,
          response: { 200: EligibleBonusResponse, ...refusals },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        return bonus.eligible(userId, request.query, requestLocale(request));
      },
    );

    app.post(
      bonusApi.postUserBonusClaim.path,
      {
        schema: {
          tags,
          summary: "Claim a bonus by id or code (Error applying bonus when refused)",
          body: ClaimBonusRequest,
          response: { 200: ClaimBonusResponse, ...refusals },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        return bonus.claim(userId, request.body, requestLocale(request), idempotencyKey(request));
      },
    );

    app.delete(
      bonusApi.deleteUserBonusWallet.path,
      {
        schema: {
          tags,
          summary: "Forfeit a bonus: its remaining bonus money returns to the operator",
          querystring: ForfeitBonusQuery,
          response: { 200: BonusWalletResponse, ...refusals },
        },
      },
      async (request) => {
        const { userId } = requirePlayer(request);
        return bonus.forfeit(userId, request.query.bonusId, requestLocale(request));
      },
    );
  };
