import type { SupportErrorCode } from "@casino/contract";
import type { z } from "zod";
import { AppError, tooManyRequests } from "../../platform/errors";

type Code = z.infer<typeof SupportErrorCode>;
const error = (code: Code, status: number, message: string) => new AppError(code, status, message);

export const chatTokenInvalid = () =>
  error("CHAT_TOKEN_INVALID", 401, "The chat token is unknown or has expired; ask for a new one");
export const conversationNotFound = () => error("CONVERSATION_NOT_FOUND", 404, "No such conversation");
export const notSupportAgent = () => error("NOT_SUPPORT_AGENT", 403, "Only support agents may do this");
/** 429 RATE_LIMITED (the platform's code, so the client shows its usual "wait" text) with Retry-After. */
export const chatRateLimited = (retryAfterSeconds: number) =>
  tooManyRequests(retryAfterSeconds, "You are sending messages too quickly; wait a moment and try again");
