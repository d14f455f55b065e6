import {
  ActivateEmailRequest,
  AFFILIATE_COOKIE,
  AffiliateMarker,
  accountApi,
  ErrorResponse,
  PhoneRequest,
  QuickRegisterRequest,
  SignupEmailRequest,
  SignupRequest,
  SmsConfirmationRequest,
  SmsSentResponse,
  SuccessResponse,
  ValidateCnpRequest,
  ValidateEmailRequest,
  ValidateMobileRequest,
  ValidateUsernameRequest,
  ValidationSuccess,
} from "@casino/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../platform/config";
import { ipLimit } from "../../platform/http/rate-limit";
import { requestContext, requestLocale } from "../../platform/request-context";
import { setSessionCookie } from "../session";
import type { SignupService } from "./signup/signup.service";
import type { SmsService } from "./verification/sms.service";
import type { ValidationService } from "./verification/validation.service";

const tags = ["sign-up"];
const FIFTEEN_MINUTES = 15 * 60_000;
const errors = { 400: ErrorResponse, 429: ErrorResponse };

/** Sign-up, e-mail verification, the SMS phone confirmation and the field validation calls. */
export const signupRoutes =
  (
    config: Config,
    signup: SignupService,
    sms: SmsService,
    validation: ValidationService,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const smsLimit = ipLimit(app, "sms", config.SMS_IP_LIMIT_PER_15_MIN, FIFTEEN_MINUTES);
    const validateLimit = ipLimit(app, "validate", config.VALIDATE_IP_LIMIT_PER_MINUTE, 60_000);

    /**
     * The body's affiliate marker, else the one an affiliate link left in a cookie while sync is on
     * (docs/product/affiliate.md#links).
     */
    const withAffiliate = <T extends { affiliateMarker?: string | undefined }>(
      request: FastifyRequest,
      body: T,
    ): T => {
      if (body.affiliateMarker || !config.AFFILIATE_SYNC) return body;
      const marker = AffiliateMarker.safeParse(request.cookies[AFFILIATE_COOKIE]);
      return marker.success ? { ...body, affiliateMarker: marker.data } : body;
    };
    const noContent = (reply: FastifyReply) => reply.status(204).send();
    /** 204; with AUTO_LOGIN_AFTER_SIGNUP the new player's session cookie comes with it. */
    const created = (
      request: FastifyRequest,
      reply: FastifyReply,
      result: { sessionToken: string | null },
    ) => {
      if (result.sessionToken)
        setSessionCookie(request, reply, result.sessionToken, config.SESSION_MAX_HOURS);
      return noContent(reply);
    };

    app.post(
      accountApi.postUserSignupQuickRegister.path,
      {
        schema: {
          tags,
          summary: "Quick sign-up (204)",
          body: QuickRegisterRequest,
          response: { 400: ErrorResponse },
        },
      },
      async (request, reply) =>
        created(
          request,
          reply,
          await signup.quickRegister(withAffiliate(request, request.body), requestContext(request, config)),
        ),
    );

    app.post(
      accountApi.postUserSignup.path,
      {
        schema: {
          tags,
          summary: "Full sign-up with an SMS-confirmed phone (204)",
          body: SignupRequest,
          response: { 400: ErrorResponse },
        },
      },
      async (request, reply) =>
        created(
          request,
          reply,
          await signup.register(withAffiliate(request, request.body), requestContext(request, config)),
        ),
    );

    app.post(
      accountApi.postUserSignupEmail.path,
      {
        onRequest: ipLimit(app, "verification-mail", config.MAIL_IP_LIMIT_PER_15_MIN, FIFTEEN_MINUTES),
        schema: {
          tags,
          summary: "Re-send the verification e-mail (always success)",
          body: SignupEmailRequest,
          response: { 200: SuccessResponse, ...errors },
        },
      },
      async (request) => {
        await signup.resendVerification(request.body.email, requestContext(request, config));
        return { success: true };
      },
    );

    app.post(
      accountApi.postUserSignupActivateEmail.path,
      {
        schema: {
          tags,
          summary: "Verify an e-mail address with the mailed key",
          body: ActivateEmailRequest,
          response: { 200: SuccessResponse, 400: ErrorResponse },
        },
      },
      async (request) => {
        await signup.activate(request.body.hashKey);
        return { success: true };
      },
    );

    for (const path of [accountApi.postUserSignupSms.path, accountApi.postUserSignupSmsResend.path]) {
      app.post(
        path,
        {
          onRequest: smsLimit,
          schema: {
            tags,
            summary: "Send an SMS code to the phone",
            body: PhoneRequest,
            response: { 200: SmsSentResponse, ...errors },
          },
        },
        async (request) => sms.send(request.body, requestLocale(request)),
      );
    }

    app.post(
      accountApi.postUserSignupSmsConfirmation.path,
      {
        schema: {
          tags,
          summary: "Confirm the phone with the SMS code (204; wrong code: Cod invalid)",
          body: SmsConfirmationRequest,
          response: { 400: ErrorResponse },
        },
      },
      async (request, reply) => {
        await sms.confirm(request.body, request.body.code);
        return noContent(reply);
      },
    );

    const validate = { tags: ["validation"], response: { 200: ValidationSuccess, ...errors } };
    app.post(
      accountApi.postUserValidateUsername.path,
      {
        onRequest: validateLimit,
        schema: {
          ...validate,
          summary: "Is the username well-formed and free",
          body: ValidateUsernameRequest,
        },
      },
      async (request) => validation.username(request.body.username),
    );
    app.post(
      accountApi.postUserValidateEmail.path,
      {
        onRequest: validateLimit,
        schema: { ...validate, summary: "Is the e-mail well-formed and free", body: ValidateEmailRequest },
      },
      async (request) => validation.email(request.body.email),
    );
    app.post(
      accountApi.postUserValidateMobile.path,
      {
        onRequest: validateLimit,
        schema: { ...validate, summary: "Is the mobile number valid and free", body: ValidateMobileRequest },
      },
      async (request) => validation.mobile(request.body),
    );
    app.post(
      accountApi.postUserValidateCnp.path,
      {
        onRequest: validateLimit,
        schema: { ...validate, summary: "Is the Romanian CNP valid", body: ValidateCnpRequest },
      },
      async (request) => validation.cnp(request.body.cnp),
    );
  };
