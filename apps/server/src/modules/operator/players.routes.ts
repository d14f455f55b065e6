import {
  Adjustment,
  AdjustmentRejectRequest,
  AdjustmentRequest,
  AdjustmentsQuery,
  AdjustmentsResponse,
  ErrorResponse,
  ImpersonationResponse,
  operatorApi,
  PlayerActionResponse,
  PlayerDetail,
  PlayerIdParams,
  PlayerLedgerQuery,
  PlayerLedgerResponse,
  PlayerSearchQuery,
  PlayerSearchResponse,
  StaffNote,
  StaffNoteRequest,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireStaff } from "../../platform/auth";
import { ipLimit } from "../../platform/http/rate-limit";
import type { Ports } from "../../platform/module";
import { setImpersonationCookie } from "../session";
import type { AdjustmentService } from "./adjustments.service";
import type { PlayersService } from "./players.service";

const tags = ["admin"];
const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const read = { permission: "players.read" as const };
const manage = { permission: "players.manage" as const };

/** The player 360 and the money corrections (four eyes above the threshold). */
export const playersRoutes =
  (
    players: PlayersService,
    adjustments: AdjustmentService,
    { config, clock }: Pick<Ports, "config" | "clock">,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      operatorApi.getAdminPlayers.path,
      {
        config: read,
        schema: {
          tags,
          summary: "Find players by username, e-mail, phone or user id",
          querystring: PlayerSearchQuery,
          response: { 200: PlayerSearchResponse, ...refusals },
        },
      },
      async (request) => ({ items: await players.search(request.query.query, request.query.limit) }),
    );
    app.get(
      operatorApi.getAdminPlayersById.path,
      {
        config: read,
        schema: {
          tags,
          summary: "Everything about one player: profile, balances, sessions, logins, notes, adjustments",
          params: PlayerIdParams,
          response: { 200: PlayerDetail, ...refusals },
        },
      },
      async (request) => players.detail(request.params.id),
    );
    app.get(
      operatorApi.getAdminPlayersByIdLedger.path,
      {
        config: read,
        schema: {
          tags,
          summary: "The player's ledger entries, newest first, with transfer and counter-accounts",
          params: PlayerIdParams,
          querystring: PlayerLedgerQuery,
          response: { 200: PlayerLedgerResponse, ...refusals },
        },
      },
      async (request) =>
        players.ledger(
          request.params.id,
          request.query.before ? BigInt(request.query.before) : null,
          request.query.limit,
        ),
    );
    app.post(
      operatorApi.postAdminPlayersByIdNotes.path,
      {
        config: read,
        schema: {
          tags,
          summary: "Add a staff note to the player",
          params: PlayerIdParams,
          body: StaffNoteRequest,
          response: { 200: StaffNote, ...refusals },
        },
      },
      async (request) => players.addNote(requireStaff(request), request.params.id, request.body.text),
    );
    for (const [route, action, summary] of [
      [operatorApi.postAdminPlayersByIdLock, players.lock, "Lock the account (ends its sessions)"],
      [operatorApi.postAdminPlayersByIdUnlock, players.unlock, "Unlock the account"],
      [operatorApi.postAdminPlayersByIdEndSessions, players.endSessions, "End all of the player's sessions"],
    ] as const) {
      app.post(
        route.path,
        {
          config: manage,
          schema: {
            tags,
            summary,
            params: PlayerIdParams,
            response: { 200: PlayerActionResponse, ...refusals },
          },
        },
        async (request) => action(requireStaff(request), request.params.id),
      );
    }

    app.post(
      operatorApi.postAdminPlayersByIdImpersonate.path,
      {
        // Rate-limited like the other cookie writes (login); the staff guard has checked the permission first.
        onRequest: ipLimit(app, "impersonate", config.LOGIN_IP_LIMIT_PER_MINUTE, 60_000),
        config: { permission: "players.impersonate" },
        schema: {
          tags,
          summary:
            "See the site as the player, read-only: a short-lived session in the HttpOnly isid cookie (audited)",
          params: PlayerIdParams,
          response: { 200: ImpersonationResponse, ...refusals, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const userAgent = request.headers["user-agent"]?.slice(0, 300) ?? null;
        const started = await players.impersonate(requireStaff(request), request.params.id, userAgent);
        setImpersonationCookie(request, reply, started.token, started.expiresAt, clock.now());
        return {
          userId: request.params.id,
          username: started.username,
          expiresAt: started.expiresAt.toISOString(),
        };
      },
    );
    app.post(
      operatorApi.postAdminPlayersByIdAdjustments.path,
      {
        config: { permission: "adjustments.request" },
        schema: {
          tags,
          summary:
            "Credit (+) or debit (−) the player's real balance; above the threshold it waits for approval",
          params: PlayerIdParams,
          body: AdjustmentRequest,
          response: { 200: Adjustment, ...refusals },
        },
      },
      async (request) => adjustments.request(requireStaff(request), request.params.id, request.body),
    );
    app.get(
      operatorApi.getAdminAdjustments.path,
      {
        config: { permission: "adjustments.approve" },
        schema: {
          tags,
          summary: "Money corrections, newest first (pending ones wait for a second staff member)",
          querystring: AdjustmentsQuery,
          response: { 200: AdjustmentsResponse, ...refusals },
        },
      },
      async (request) => ({ items: await adjustments.list({ status: request.query.status }) }),
    );
    app.post(
      operatorApi.postAdminAdjustmentsByIdApprove.path,
      {
        config: { permission: "adjustments.approve" },
        schema: {
          tags,
          summary: "Approve a pending correction (not your own): the money moves once",
          params: PlayerIdParams,
          response: { 200: Adjustment, ...refusals, 409: ErrorResponse },
        },
      },
      async (request) => adjustments.decide(requireStaff(request), request.params.id, { approve: true }),
    );
    app.post(
      operatorApi.postAdminAdjustmentsByIdReject.path,
      {
        config: { permission: "adjustments.approve" },
        schema: {
          tags,
          summary: "Reject a pending correction (not your own)",
          params: PlayerIdParams,
          body: AdjustmentRejectRequest,
          response: { 200: Adjustment, ...refusals, 409: ErrorResponse },
        },
      },
      async (request) =>
        adjustments.decide(requireStaff(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
    );
  };
