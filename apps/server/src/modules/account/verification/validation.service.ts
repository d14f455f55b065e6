import { MESSAGES, QuickRegisterRequest } from "@casino/contract";
import { z } from "zod";
import { calendarDate } from "../../../platform/calendar";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { accountError } from "../account.errors";
import { accountStore } from "../account.store";
import type { ReferenceService } from "../reference.service";
import { parseCnp } from "../signup/cnp";
import { type Phone, unknownPrefix } from "./sms.service";

const Username = QuickRegisterRequest.shape.username;
const Email = z.string().email().max(254);

/** 400 VALIDATION_FAILED for one malformed field, the shape schema failures have. */
const malformed = (field: string, message: string) =>
  new AppError("VALIDATION_FAILED", 400, "The request is not valid", {
    issues: [{ path: `body.${field}`, message }],
  });

/**
 * The server-side field checks of the sign-up forms (docs/product/accounts.md#field-checks), answering with the
 * success texts of docs/product/accounts.md#messages.
 */
export function createValidationService(deps: { db: Db; clock: Clock; reference: ReferenceService }) {
  const { db } = deps;
  return {
    async username(username: string) {
      const parsed = Username.safeParse(username);
      if (!parsed.success) throw malformed("username", parsed.error.issues[0]?.message ?? "Invalid username");
      if (await accountStore.usernameTaken(db, parsed.data)) throw accountError("USERNAME_TAKEN");
      return { message: MESSAGES.usernameValidated };
    },

    async email(email: string) {
      if (!Email.safeParse(email).success) throw malformed("email", "Invalid e-mail address");
      if (await accountStore.emailTaken(db, email)) throw accountError("EMAIL_TAKEN");
      return { message: MESSAGES.emailValidated };
    },

    async mobile(phone: Phone) {
      if (!(await deps.reference.knownPhonePrefix(phone.phonePrefix))) throw unknownPrefix();
      if (await accountStore.phoneTaken(db, phone.phonePrefix, phone.phoneNumber))
        throw accountError("MOBILE_TAKEN");
      return { message: MESSAGES.mobileValidated };
    },

    async cnp(cnp: string) {
      const result = parseCnp(cnp, calendarDate(deps.clock.now()));
      if (!result.valid) throw accountError("CNP_INVALID", { reason: result.problem });
      return { message: MESSAGES.cnpValidated };
    },
  };
}

export type ValidationService = ReturnType<typeof createValidationService>;
