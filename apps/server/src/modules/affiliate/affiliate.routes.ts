import {
  AFFILIATE_COOKIE,
  AffiliateCampaign,
  AffiliateCampaignsResponse,
  AffiliateClaimRequest,
  AffiliateClaimResponse,
  AffiliateClaimsResponse,
  AffiliateMarkerRequest,
  AffiliateSummaryResponse,
  affiliateApi,
  CreateCampaignRequest,
  ErrorResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import type { Config } from "../../platform/config";
import type { AffiliateService } from "./affiliate.service";

const tags = ["affiliate"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse };

/**
 * The affiliate calls (docs/product/affiliate.md#api), and the capture of an affiliate link's marker until sign-up
 * (docs/product/affiliate.md#links).
 */
export const affiliateRoutes =
  (
    affiliates: AffiliateService,
    config: Pick<Config, "AFFILIATE_SYNC" | "AFFILIATE_COOKIE_DAYS">,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      affiliateApi.postAffiliateMarker.path,
      {
        schema: {
          tags,
          summary: "Remember an affiliate link's marker until sign-up (a cookie, only while sync is on); 204",
          body: AffiliateMarkerRequest,
        },
      },
      async (request, reply) => {
        if (config.AFFILIATE_SYNC) {
          reply.setCookie(AFFILIATE_COOKIE, request.body.marker.toLowerCase(), {
            httpOnly: true,
            sameSite: "lax",
            path: "/",
            secure: request.overTls,
            maxAge: config.AFFILIATE_COOKIE_DAYS * 86_400,
          });
        }
        return reply.status(204).send();
      },
    );

    app.get(
      affiliateApi.getUserAffiliateCampaign.path,
      {
        schema: {
          tags,
          summary: "The affiliate's campaigns",
          response: { 200: AffiliateCampaignsResponse, ...errors },
        },
      },
      async (request) => ({ items: await affiliates.campaigns(requirePlayer(request).userId) }),
    );

    app.post(
      affiliateApi.postUserAffiliateCampaign.path,
      {
        schema: {
          tags,
          summary: "Create a campaign (its code is the marker of its links)",
          body: CreateCampaignRequest,
          response: { 200: AffiliateCampaign, ...errors },
        },
      },
      async (request) => affiliates.createCampaign(requirePlayer(request).userId, request.body),
    );

    app.get(
      affiliateApi.getUserAffiliate.path,
      {
        schema: {
          tags,
          summary: "Referred players, this month's figures and the commission due",
          response: { 200: AffiliateSummaryResponse, ...errors },
        },
      },
      async (request) => affiliates.summary(requirePlayer(request).userId),
    );

    app.get(
      affiliateApi.getUserAffiliateClaim.path,
      {
        schema: {
          tags,
          summary: "Closed months with their commission, and the claims paid",
          response: { 200: AffiliateClaimsResponse, ...errors },
        },
      },
      async (request) => affiliates.claims(requirePlayer(request).userId),
    );

    app.post(
      affiliateApi.postUserAffiliateClaim.path,
      {
        schema: {
          tags,
          summary: "Pay a closed month's commission into the balance, once (default: last month)",
          body: AffiliateClaimRequest,
          response: { 200: AffiliateClaimResponse, ...errors },
        },
      },
      async (request) => ({
        claim: await affiliates.claim(requirePlayer(request).userId, request.body.period),
      }),
    );
  };
