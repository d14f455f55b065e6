import type { UrlLocale } from "@casino/contract";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { AppError, tooManyRequests } from "../../../platform/errors";
import type { Messenger } from "../../../platform/mail";
import { accountError } from "../account.errors";
import { accountStore } from "../account.store";
import type { ReferenceService } from "../reference.service";
import type { VerificationService } from "./verification.service";

/** A code lives 10 minutes (the SMS text says so). */
const CODE_TTL_MS = 10 * 60_000;
/** A new code for the same number at most every 30 seconds. */
const RESEND_AFTER_MS = 30_000;
/** Wrong tries before a code is dead. */
const MAX_TRIES = 5;
/** Sign-up must follow the SMS confirmation within 30 minutes. */
const CONFIRMATION_VALID_MS = 30 * 60_000;

/** A phone number as the forms send it. */
export interface Phone {
  phonePrefix: string;
  phoneNumber: string;
}

/** The number in E.164: the prefix and the national number without its trunk zeros (+40 0722… → +40722…). */
export const e164 = (phone: Phone) => `${phone.phonePrefix}${phone.phoneNumber.replace(/^0+/, "")}`;

/** Unknown phone prefix: the same 400 shape as a schema failure on that field. */
export const unknownPrefix = () =>
  new AppError("VALIDATION_FAILED", 400, "The request is not valid", {
    issues: [{ path: "body.phonePrefix", message: "Unknown or unsupported phone prefix" }],
  });

/** Phone confirmation by SMS code for sign-up (docs/product/accounts.md#phone-confirmation). */
export function createSmsService(deps: {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  reference: ReferenceService;
  verification: VerificationService;
}) {
  const { db, clock, messenger, reference, verification } = deps;
  return {
    /** Sends a new 6-digit code; refused for unknown prefixes, numbers already in use and within 30 s of the last. */
    async send(phone: Phone, locale: UrlLocale) {
      if (!(await reference.knownPhonePrefix(phone.phonePrefix))) throw unknownPrefix();
      if (await accountStore.phoneTaken(db, phone.phonePrefix, phone.phoneNumber))
        throw accountError("MOBILE_TAKEN");
      const target = e164(phone);
      const last = await verification.lastCodeSentAt(target);
      const waitMs = last ? last.getTime() + RESEND_AFTER_MS - clock.now().getTime() : 0;
      if (waitMs > 0) throw tooManyRequests(waitMs / 1000, "Wait a little before asking for another code");
      const code = await verification.issueCode(target, CODE_TTL_MS);
      await messenger.sendSms({ to: target, template: "sms_code", locale, vars: { code } });
      return { expiresInSeconds: CODE_TTL_MS / 1000, resendAfterSeconds: RESEND_AFTER_MS / 1000 };
    },

    /** Confirms the number with the code sent to it; a wrong, expired or exhausted code is `Cod invalid`. */
    async confirm(phone: Phone, code: string): Promise<void> {
      if (!(await verification.confirmCode(e164(phone), code, MAX_TRIES)))
        throw accountError("SMS_CODE_INVALID");
    },

    /** Whether the number was confirmed recently enough to sign up with it. */
    async recentlyConfirmed(phone: Phone): Promise<boolean> {
      return verification.codeConfirmedWithin(e164(phone), CONFIRMATION_VALID_MS);
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
