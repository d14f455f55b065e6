import {
  ErrorResponse,
  OpenRoundsQuery,
  OpenRoundsResponse,
  ProviderInput,
  ProviderParams,
  ProvidersResponse,
  ProviderUpdate,
  ProviderView,
  providersApi,
  ReconciliationsResponse,
  toMajor,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../platform/auth";
import type { Reconciliation } from "./reconciliation";
import type { Registry } from "./registry.service";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const config = { permission: "catalogue.manage" as const };

/** The operator's provider registry, open rounds and reconciliations (docs/product/providers.md#back-office). */
export const providersAdminRoutes =
  (registry: Registry, reconciliation: Reconciliation): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      providersApi.getAdminProviders.path,
      {
        config,
        schema: { tags, summary: "Game providers", response: { 200: ProvidersResponse, ...refusals } },
      },
      async () => ({ items: await registry.list() }),
    );
    app.post(
      providersApi.postAdminProviders.path,
      {
        config,
        schema: {
          tags,
          summary: "Register a game provider (its shared secret is generated and answered once)",
          body: ProviderInput,
          response: { 201: ProviderView, ...refusals, 409: ErrorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await registry.create(requireStaff(request), request.body)),
    );
    app.put(
      providersApi.putAdminProvidersById.path,
      {
        config,
        schema: {
          tags,
          summary: "Change a game provider and re-import its games",
          params: ProviderParams,
          body: ProviderUpdate,
          // 409 PROVIDER_EXISTS when the new name reads as another vendor's.
          response: { 200: ProviderView, ...refusals, 409: ErrorResponse },
        },
      },
      (request) => registry.update(requireStaff(request), request.params.id, request.body),
    );
    app.post(
      providersApi.postAdminProvidersByIdRotateSecret.path,
      {
        config,
        schema: {
          tags,
          summary: "Replace a provider's shared secret (answered once)",
          params: ProviderParams,
          response: { 200: ProviderView, ...refusals },
        },
      },
      (request) => registry.rotateSecret(requireStaff(request), request.params.id),
    );
    app.get(
      providersApi.getAdminProvidersRoundsOpen.path,
      {
        config,
        schema: {
          tags,
          summary: "Provider rounds still open after a while (default PROVIDER_OPEN_ROUND_MINUTES)",
          querystring: OpenRoundsQuery,
          response: { 200: OpenRoundsResponse, ...refusals },
        },
      },
      async (request) => ({
        items: (await reconciliation.openRounds(request.query.olderThanMinutes)).map((r) => ({
          providerId: r.providerId,
          roundRef: r.roundRef,
          roundId: r.roundId,
          userId: r.userId,
          slug: r.slug,
          currency: r.currency,
          stake: toMajor(r.stake),
          win: toMajor(r.win),
          openedAt: r.openedAt.toISOString(),
        })),
      }),
    );
    app.get(
      providersApi.getAdminProvidersByIdReconciliations.path,
      {
        config,
        schema: {
          tags,
          summary: "A provider's daily reconciliations with their differences, newest first",
          params: ProviderParams,
          response: { 200: ReconciliationsResponse, ...refusals },
        },
      },
      async (request) => ({
        items: (await reconciliation.list(request.params.id)).map((r) => ({
          providerId: r.providerId,
          day: r.day,
          rounds: r.rounds,
          differences: r.differences as never,
          createdAt: r.createdAt.toISOString(),
        })),
      }),
    );
  };
