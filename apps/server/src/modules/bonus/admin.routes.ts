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
import { requireStaff } from "../../platform/auth";
import { notFound } from "../../platform/errors";
import { requestLocale } from "../../platform/request-context";
import { grantKeyRequired } from "./bonus.errors";
import type { BonusService } from "./bonus.service";
import type { Campaigns } from "./campaigns";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * Staff edit campaigns and grant them to players, e.g. tournament tickets (permission `bonus.manage`, checked by the
 * staff guard); campaign edits are audited.
 */
export const bonusAdminRoutes =
  (campaigns: Campaigns, bonus: BonusService): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { permission: "bonus.manage" as const };

    app.get(
      bonusApi.getAdminBonusCampaigns.path,
      {
        config,
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
        config,
        schema: {
          tags,
          summary: "Create a bonus campaign",
          body: BonusCampaignInput,
          response: { 200: BonusCampaign, ...refusals, 409: ErrorResponse },
        },
      },
      async (request) => campaigns.create(request.body, requireStaff(request)),
    );

    app.put(
      bonusApi.putAdminBonusCampaignsById.path,
      {
        config,
        schema: {
          tags,
          summary: "Replace a bonus campaign's settings (applies to grants in play too)",
          params: BonusCampaignParams,
          body: BonusCampaignInput,
          response: { 200: BonusCampaign, ...refusals, 409: ErrorResponse },
        },
      },
      async (request) => {
        const updated = await campaigns.update(request.params.id, request.body, requireStaff(request));
        if (!updated) throw notFound("No such campaign");
        return updated;
      },
    );

    app.post(
      bonusApi.postAdminBonusGrants.path,
      {
        config,
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
