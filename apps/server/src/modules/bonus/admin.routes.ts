import {
  BonusCampaign,
  BonusCampaignInput,
  BonusCampaignParams,
  BonusCampaignsQuery,
  BonusCampaignsResponse,
  bonusApi,
  ErrorResponse,
  OperatorGrantRequest,
  WalletBonus,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { requestLocale } from "../../platform/request-context";
import { grantKeyRequired, operatorsOnly } from "./bonus.errors";
import type { BonusService } from "./bonus.service";
import type { Campaigns } from "./campaigns";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Operators edit campaigns and grant them to players (e.g. tournament tickets). */
export const bonusAdminRoutes =
  (
    campaigns: Campaigns,
    bonus: BonusService,
    rolesOf: (userId: string) => Promise<string[]>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", async (request) => {
      const { userId } = requirePlayer(request);
      if (!(await rolesOf(userId)).includes("operator")) throw operatorsOnly();
    });

    app.get(
      bonusApi.getAdminBonusCampaigns.path,
      {
        schema: {
          tags,
          summary: "Every bonus campaign with its grants in play (per-prize REWARD_ campaigns on request)",
          querystring: BonusCampaignsQuery,
          response: { 200: BonusCampaignsResponse, ...refusals },
        },
      },
      async (request) => ({ items: await campaigns.list(request.query) }),
    );

    app.post(
      bonusApi.postAdminBonusCampaigns.path,
      {
        schema: {
          tags,
          summary: "Create a bonus campaign",
          body: BonusCampaignInput,
          response: { 200: BonusCampaign, ...refusals, 409: ErrorResponse },
        },
      },
      async (request) => campaigns.create(request.body),
    );

    app.put(
      bonusApi.putAdminBonusCampaignsById.path,
      {
        schema: {
          tags,
          summary: "Replace a bonus campaign's settings (applies to grants in play too)",
          params: BonusCampaignParams,
          body: BonusCampaignInput,
          response: { 200: BonusCampaign, ...refusals, 409: ErrorResponse },
        },
      },
      async (request) => {
        const updated = await campaigns.update(request.params.id, request.body);
        if (!updated) throw notFound("No such campaign");
        return updated;
      },
    );

    app.post(
      bonusApi.postAdminBonusGrants.path,
      {
        schema: {
          tags,
          summary: "Grant a campaign to a player (Idempotency-Key header required: one grant per key)",
          body: OperatorGrantRequest,
          response: { 200: WalletBonus, ...refusals, 409: ErrorResponse },
        },
      },
      async (request) => {
        const key = request.headers["idempotency-key"];
        if (typeof key !== "string" || key.length === 0 || key.length > 100) throw grantKeyRequired();
        return bonus.grantByOperator(
          request.body.userId,
          request.body.campaignId,
          key,
          requestLocale(request),
        );
      },
    );
  };
