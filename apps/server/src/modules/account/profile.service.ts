import { MESSAGES, type Profile, type ProfileUpdateRequest } from "@casino/contract";
import type { z } from "zod";
import type { SessionPrincipal } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { AppError, unauthorized } from "../../platform/errors";
import type { Messenger } from "../../platform/mail";
import { verifyPassword } from "../../platform/password";
import type { RequestContext } from "../../platform/request-context";
import { accountError, fieldErrors, fieldIssue } from "./account.errors";
import { accountStore, type UserPatch, type UserRow } from "./account.store";
import { keyLink, sendAccountMail } from "./account-mail";
import type { ReferenceService } from "./reference.service";
import type { VerificationService } from "./verification/verification.service";

type ProfileUpdate = z.output<typeof ProfileUpdateRequest>;

/** The change link for a new address works for 48 hours, like the sign-up one. */
const VERIFY_TTL_MS = 48 * 3_600_000;

const toProfile = (user: UserRow): Profile => ({
  userId: user.id,
  username: user.username,
  email: user.email,
  isEmailVerified: user.emailVerifiedAt !== null,
  title: user.title,
  firstName: user.firstName,
  lastName: user.lastName,
  birthDate: user.birthDate,
  phonePrefix: user.phonePrefix,
  phoneNumber: user.phoneNumber,
  address: user.address,
  city: user.city,
  state: user.state,
  country: user.country,
  currency: user.currency,
  locale: user.locale,
  theme: user.theme === "Light" ? "Light" : "Dark",
  createdAt: user.createdAt.toISOString(),
});

/** The player's own profile and roles. Every call acts on the caller's own account only. */
export function createProfileService(deps: {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  reference: ReferenceService;
  verification: VerificationService;
}) {
  const { db, clock } = deps;

  async function load(userId: string): Promise<UserRow> {
    const user = await accountStore.findById(db, userId);
    if (!user) throw unauthorized("Session not found");
    return user;
  }

  /** The e-mail part of an update: needs the password, must be free, and is unverified until the link is used. */
  async function emailChange(user: UserRow, input: ProfileUpdate): Promise<UserPatch> {
    if (!input.email || input.email === user.email.toLowerCase()) return {};
    if (!input.password) throw accountError("PASSWORD_REQUIRED");
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw accountError("WRONG_PASSWORD", undefined, "The password is not correct");
    }
    if (await accountStore.emailTaken(db, input.email, user.id))
      throw fieldErrors([fieldIssue("email", "EMAIL_TAKEN")]);
    return { email: input.email, emailVerifiedAt: null };
  }

  return {
    async get(userId: string): Promise<Profile> {
      return toProfile(await load(userId));
    },

    async roles(userId: string): Promise<{ roles: string[] }> {
      return { roles: (await load(userId)).roles };
    },

    /** Updates the fields sent. A new phone number is unconfirmed until confirmed by SMS again. */
    async update(principal: SessionPrincipal, input: ProfileUpdate, context: RequestContext) {
      const user = await load(principal.userId);
      const country = user.country;
      if (input.state && !(await deps.reference.stateExists(country, input.state))) {
        throw new AppError("VALIDATION_FAILED", 400, "The request is not valid", {
          issues: [{ path: "body.state", message: "Unknown state for this country" }],
        });
      }
      const patch: UserPatch = { ...(await emailChange(user, input)) };
      for (const field of ["firstName", "lastName", "address", "city", "state", "locale", "theme"] as const) {
        if (input[field] !== undefined) patch[field] = input[field];
      }
      const phoneChanged =
        (input.phonePrefix !== undefined && input.phonePrefix !== user.phonePrefix) ||
        (input.phoneNumber !== undefined && input.phoneNumber !== user.phoneNumber);
      if (phoneChanged) {
        patch.phonePrefix = input.phonePrefix ?? user.phonePrefix;
        patch.phoneNumber = input.phoneNumber ?? user.phoneNumber;
        patch.phoneVerifiedAt = null;
        if (patch.phonePrefix && patch.phoneNumber) {
          if (await accountStore.phoneTaken(db, patch.phonePrefix, patch.phoneNumber, user.id)) {
            throw fieldErrors([fieldIssue("phoneNumber", "MOBILE_TAKEN")]);
          }
        }
      }
      const result = await accountStore.update(db, user.id, { ...patch, updatedAt: clock.now() });
      if ("taken" in result) throw fieldErrors([fieldIssue("email", "EMAIL_TAKEN")]);
      if (patch.email) await sendEmailChangeLink(result.user, context);
      return { message: MESSAGES.profileUpdated, profile: toProfile(result.user) };
    },
  };

  async function sendEmailChangeLink(user: UserRow, context: RequestContext): Promise<void> {
    const key = await deps.verification.issueLink({
      purpose: "email_change",
      userId: user.id,
      target: user.email,
      ttlMs: VERIFY_TTL_MS,
    });
    const locale = context.locale;
    await sendAccountMail(deps.messenger, {
      to: user.email,
      template: "email_change_verification",
      locale,
      name: user.firstName || user.username,
      link: keyLink(context.origin, locale, "activate-email", key),
    });
  }
}

export type ProfileService = ReturnType<typeof createProfileService>;
