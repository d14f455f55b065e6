import {
  AcknowledgeSignalRequest,
  ComplianceSignal,
  ComplianceSignalsQuery,
  ComplianceSignalsResponse,
  ErrorResponse,
  ExclusionsAdminResponse,
  limitsApi,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../platform/auth";
import type { LimitsService } from "./limits.service";

/**
 * Operators see who is excluded now and their real balance: a self-excluded player cannot log in to withdraw, so
 * the operator returns the money (UKGC LCCP SR 3.5.3 "return any funds").
 */
export const limitsAdminRoutes =
  (limits: LimitsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      limitsApi.getAdminExclusions.path,
      {
        config: { permission: "compliance.review" },
        schema: {
          tags: ["admin"],
          summary: "Players in a cool-off or self-exclusion, with their real balance",
          response: { 200: ExclusionsAdminResponse },
        },
      },
      async () => ({ items: await limits.excludedPlayers() }),
    );
    app.get(
      limitsApi.getAdminComplianceSignals.path,
      {
        config: { permission: "compliance.review" },
        schema: {
          tags: ["admin"],
          summary:
            "Players nearing a deposit or loss limit, in a session over an hour, or chasing losses: open, or acknowledged",
          querystring: ComplianceSignalsQuery,
          response: {
            200: ComplianceSignalsResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
          },
        },
      },
      async (request) => ({ items: await limits.complianceSignals(request.query.state) }),
    );
    app.post(
      limitsApi.postAdminComplianceSignalsAcknowledgements.path,
      {
        config: { permission: "compliance.review" },
        schema: {
          tags: ["admin"],
          summary:
            "Acknowledge an open signal with a note; it leaves the open list while its cause is the same",
          body: AcknowledgeSignalRequest,
          response: {
            200: ComplianceSignal,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
          },
        },
      },
      (request) => limits.acknowledgeSignal(request.body.signalId, request.body.note, requireStaff(request)),
    );
  };
