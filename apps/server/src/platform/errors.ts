import type { ErrorCode, ErrorResponse } from "@casino/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

/**
 * A typed application error: a stable code, an HTTP status, an English message and optional details.
 * Services throw these; the one error handler below turns them into `{code, message, details}`.
 */
export class AppError extends Error {
  constructor(
    /** Only codes of the contract's ErrorCode: a client can rely on knowing every code it may receive. */
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** Rarely needed extras of an AppError. */
export interface AppErrorOptions {
  /** Extra top-level body fields an endpoint's contract carries (login failures have `detail`). */
  body?: Record<string, unknown>;
  /** Response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
}

export const notFound = (message = "Not found", details?: unknown) =>
  new AppError("NOT_FOUND", 404, message, details);
export const badRequest = (message: string, details?: unknown) =>
  new AppError("BAD_REQUEST", 400, message, details);
export const unauthorized = (message = "Authentication required") =>
  new AppError("UNAUTHORIZED", 401, message);
export const forbidden = (message = "Not allowed") => new AppError("FORBIDDEN", 403, message);
export const conflict = (message: string, details?: unknown) =>
  new AppError("CONFLICT", 409, message, details);
/** 429 with Retry-After: the caller must wait this many seconds. */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many attempts; try again later",
) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    "RATE_LIMITED",
    429,
    message,
    { retryAfterSeconds: seconds },
    {
      headers: { "retry-after": String(seconds) },
    },
  );
};

/** Fastify's own client-error codes, mapped to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_BODY_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  FST_ERR_CTP_EMPTY_JSON_BODY: "BAD_REQUEST",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "BAD_REQUEST",
  FST_ERR_RATE_LIMIT_EXCEEDED: "RATE_LIMITED",
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** Maps any thrown value to a status and a safe JSON body. Never exposes a stack trace. */
export function toErrorResponse(error: unknown): {
  status: number;
  body: ErrorResponse;
  headers?: Record<string, string> | undefined;
} {
  if (error instanceof AppError) {
    const body = { ...withDetails(error.code, error.message, error.details), ...error.options.body };
    return { status: error.status, body, headers: error.options.headers };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const location = fastifyError.validationContext ?? "body";
    const issues = fastifyError.validation.map((issue) => ({
      path: [location, ...issue.instancePath.split("/").filter(Boolean)].join("."),
      message: issue.message,
    }));
    return {
      status: 400,
      body: { code: "VALIDATION_FAILED", message: "The request is not valid", details: { issues } },
    };
  }
  if (fastifyError instanceof SyntaxError || fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return { status: 400, body: { code: "BAD_REQUEST", message: "The request body is not valid JSON" } };
  }
  const status = fastifyError.statusCode;
  if (!isResponseSerializationError(fastifyError) && status && status >= 400 && status < 500) {
    const code = FASTIFY_CODES[fastifyError.code] ?? STATUS_CODES[status] ?? "BAD_REQUEST";
    return { status, body: { code, message: fastifyError.message } };
  }
  return { status: 500, body: { code: "INTERNAL", message: "Something went wrong on our side" } };
}

function withDetails(code: ErrorCode, message: string, details: unknown): ErrorResponse {
  return details === undefined ? { code, message } : { code, message, details };
}

/** Installs the one error handler and the JSON 404 for unknown /api routes. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code, status }, "request rejected");
    if (headers) reply.headers(headers);
    reply.status(status).send({ ...body, requestId: request.id });
  });
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorResponse = {
    code: "NOT_FOUND",
    message: `No route ${request.method} ${request.url.split("?")[0]}`,
    requestId: request.id,
  };
  return reply.status(404).send(body);
}
