import {
  accountApi,
  ChangePasswordRequest,
  ErrorResponse,
  MessageResponse,
  PasswordPolicy,
  ResetByHashKeyRequest,
  ResetKeyQuery,
  ResetKeyStatusResponse,
  ResetRequestWithEmailRequest,
  SuccessResponse,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer } from "../../platform/auth";
import type { Config } from "../../platform/config";
import { ipLimit } from "../../platform/http/rate-limit";
import { requestContext } from "../../platform/request-context";
import type { PasswordService } from "./password.service";

const tags = ["password"];

/** Password policy, change, and reset by e-mailed key. */
export const passwordRoutes =
  (config: Config, passwords: PasswordService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      accountApi.getUserPasswordPolicy.path,
      {
        schema: {
          tags,
          summary: "The password policy as a runtime pattern",
          response: { 200: PasswordPolicy },
        },
      },
      async () => passwords.policy(),
    );

    app.post(
      accountApi.postUserPasswordChangeWithPassword.path,
      {
        // Guessing the old password through a stolen session is throttled like logins.
        onRequest: ipLimit(app, "password-change", config.LOGIN_IP_LIMIT_PER_MINUTE, 60_000),
        schema: {
          tags,
          summary: "Change the password; other sessions end",
          body: ChangePasswordRequest,
          response: { 200: MessageResponse, 400: ErrorResponse },
        },
      },
      async (request) =>
        passwords.change(requirePlayer(request), request.body, requestContext(request, config)),
    );

    app.post(
      accountApi.postUserPasswordResetRequestWithEmail.path,
      {
        onRequest: ipLimit(app, "password-reset-mail", config.MAIL_IP_LIMIT_PER_15_MIN, 15 * 60_000),
        schema: {
          tags,
          summary: "Mail a reset link (always success)",
          body: ResetRequestWithEmailRequest,
          response: { 200: SuccessResponse, 429: ErrorResponse },
        },
      },
      async (request) => {
        await passwords.requestReset(request.body, requestContext(request, config));
        return { success: true };
      },
    );

    app.get(
      accountApi.getUserPasswordResetKey.path,
      {
        schema: {
          tags,
          summary: "Is a reset key still usable",
          querystring: ResetKeyQuery,
          response: { 200: ResetKeyStatusResponse },
        },
      },
      async (request) => ({ valid: await passwords.keyValid(request.query.key) }),
    );

    app.post(
      accountApi.postUserPasswordResetByHashKey.path,
      {
        schema: {
          tags,
          summary: "Set a new password with a reset key; all sessions end",
          body: ResetByHashKeyRequest,
          response: { 200: SuccessResponse, 400: ErrorResponse },
        },
      },
      async (request) => {
        await passwords.resetWithKey(request.body);
        return { success: true };
      },
    );
  };
