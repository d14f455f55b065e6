import {
  AnonymousSessionResponse,
  AuthenticateResponse,
  EndImpersonationResponse,
  ErrorResponse,
  LoginFailure,
  LoginHistoryResponse,
  LoginRequest,
  LoginResponse,
  sessionApi,
} from "@casino/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requirePlayer, sessionToken } from "../../platform/auth";
import { AppError } from "../../platform/errors";
import { ipLimit } from "../../platform/http/rate-limit";
import type { Ports } from "../../platform/module";
import { headerLocale, requestContext } from "../../platform/request-context";
import { createImpersonationEnd } from "./impersonation";
import { createLoginService } from "./login.service";
import { restrictedBody } from "./session.errors";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";

const tags = ["session"];

/** Login, authenticate, logout, the guest defaults and the login history (docs/product/sessions.md#api). */
export const sessionRoutes =
  (
    deps: Pick<
      Ports,
      "config" | "db" | "clock" | "sessions" | "accounts" | "loginBlock" | "playerRules" | "audit"
    >,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, accounts, sessions } = deps;
    const login = createLoginService({
      ...deps,
      accountBlock: deps.loginBlock,
      settings: {
        maxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
        windowMinutes: config.LOGIN_ACCOUNT_WINDOW_MINUTES,
      },
    });
    const loginLimit = ipLimit(app, "login", config.LOGIN_IP_LIMIT_PER_MINUTE, 60_000);
    const endImpersonation = createImpersonationEnd(deps);

    app.post(
      sessionApi.postSessionLogin.path,
      {
        onRequest: loginLimit,
        schema: {
          tags,
          summary: "Log in with username or e-mail; sets the sid cookie",
          body: LoginRequest,
          response: { 200: LoginResponse, 401: LoginFailure, 403: LoginFailure, 429: ErrorResponse },
        },
      },
      async (request, reply) => {
        const context = requestContext(request, config);
        const result = await login.login({
          identifier: request.body.username,
          password: request.body.password,
          locale: headerLocale(request),
          ip: context.ip,
          userAgent: context.userAgent,
          previousToken: sessionToken(request),
        });
        setSessionCookie(request, reply, result.token, config.SESSION_MAX_HOURS);
        if (result.restricted) return reply.status(401).send(restrictedBody(result.restricted));
        return { sessionId: result.token, hasToAcceptTC: false, actions: [] };
      },
    );

    app.get(
      sessionApi.getSessionAuthenticate.path,
      {
        schema: { tags, summary: "The logged-in player's session", response: { 200: AuthenticateResponse } },
      },
      async (request) => {
        const principal = requirePlayer(request, { allowRestricted: true });
        const user = await accounts.sessionUser(principal.userId);
        if (!user) throw new AppError("SESSION_EXPIRED", 401, "Session not found");
        const { impersonation } = principal;
        const staffUsername = impersonation
          ? ((await accounts.usernames([impersonation.staffId])).get(impersonation.staffId) ?? "")
          : "";
        return {
          ...user,
          impersonation: impersonation
            ? { staffUsername, expiresAt: impersonation.expiresAt.toISOString() }
            : null,
          loginTime: principal.loginTime.toISOString(),
          locale: principal.locale,
          restricted: principal.restricted,
          rules: await deps.playerRules(principal.userId),
        };
      },
    );

    app.delete(
      sessionApi.deleteSessionLogout.path,
      {
        config: { whileImpersonating: "allowed" },
        schema: {
          tags,
          summary:
            "End the session and clear the cookie (idempotent); while impersonating, end the impersonation only",
        },
      },
      async (request, reply) => {
        // Logging out of a player one is only viewing returns the staff member to their own session.
        if (request.principal?.impersonation) {
          await endImpersonation(request, reply);
          return reply.status(204).send();
        }
        const token = sessionToken(request);
        if (token) await sessions.end(token, "logout");
        clearSessionCookie(request, reply);
        return reply.status(204).send();
      },
    );

    app.delete(
      sessionApi.deleteSessionImpersonation.path,
      {
        config: { whileImpersonating: "allowed" },
        schema: {
          tags,
          summary:
            "Stop seeing the site as a player: ends the impersonation (audited), back to the staff member's own session",
          response: { 200: EndImpersonationResponse },
        },
      },
      async (request, reply) => ({ userId: await endImpersonation(request, reply) }),
    );

    app.get(
      sessionApi.getSessionAnonymous.path,
      {
        schema: {
          tags,
          summary: "Defaults for a guest: currency, locale, theme, country",
          response: { 200: AnonymousSessionResponse },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" ? value.trim() : undefined;
        };
        const defaults = await accounts.guestDefaults(
          [header("cf-ipcountry"), header("x-country")],
          config.DEFAULT_COUNTRY,
        );
        return { ...defaults, locale: headerLocale(request) ?? "en", theme: "Dark" as const };
      },
    );

    app.get(
      sessionApi.getUserLogins.path,
      {
        schema: {
          tags,
          summary: "The player's last 50 login attempts",
          response: { 200: LoginHistoryResponse },
        },
      },
      async (request) => {
        const principal = requirePlayer(request);
        return { items: await login.history(principal.userId) };
      },
    );
  };
