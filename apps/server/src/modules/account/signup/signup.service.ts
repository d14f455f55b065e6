import type { UrlLocale } from "@casino/contract";
import { calendarDate } from "../../../platform/calendar";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import type { Messenger } from "../../../platform/mail";
import { hashPassword } from "../../../platform/password";
import type { RequestContext } from "../../../platform/request-context";
import type { SessionService } from "../../session";
import { accountError, fieldErrors, fieldIssue } from "../account.errors";
import { accountStore, type NewUser, type UserRow } from "../account.store";
import { keyLink, mailLocale, sendAccountMail } from "../account-mail";
import type { ConsentsService } from "../consents.service";
import type { ReferenceService } from "../reference.service";
import type { SmsService } from "../verification/sms.service";
import type { VerificationService } from "../verification/verification.service";
import { checkFullSignup, checkQuickSignup, type FullSignup, type QuickSignup } from "./signup-checks";

/** The e-mail verification link works for 48 hours (the e-mail says so). */
const VERIFY_TTL_MS = 48 * 3_600_000;

/** What sign-up is built from. */
export interface SignupDeps {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  sessions: SessionService;
  consents: ConsentsService;
  reference: ReferenceService;
  verification: VerificationService;
  sms: SmsService;
  /** Start a session right after sign-up (AUTO_LOGIN_AFTER_SIGNUP). */
  autoLogin: boolean;
}

/** Sign-up (quick and full), the verification e-mail and its activation link. */
export function createSignupService(deps: SignupDeps) {
  const { db, clock, consents, verification } = deps;

  /** Inserts the player and their consents in one transaction; a duplicate name or e-mail becomes a 400. */
  async function createAccount(row: NewUser, input: QuickSignup): Promise<UserRow> {
    return db.transaction(async (tx) => {
      const inserted = await accountStore.insert(tx as unknown as Db, row);
      // Thrown, not returned, so the failed statement's transaction is rolled back.
      if ("taken" in inserted) {
        const field = inserted.taken;
        throw fieldErrors([fieldIssue(field, field === "username" ? "USERNAME_TAKEN" : "EMAIL_TAKEN")]);
      }
      await consents.recordAtSignup(tx as unknown as Db, inserted.user.id, input.userConsents);
      return inserted.user;
    });
  }

  async function sendVerification(user: UserRow, origin: string, locale: UrlLocale): Promise<void> {
    const key = await verification.issueLink({
      purpose: "email_verification",
      userId: user.id,
      target: user.email,
      ttlMs: VERIFY_TTL_MS,
    });
    await sendAccountMail(deps.messenger, {
      to: user.email,
      template: "email_verification",
      locale,
      name: user.firstName || user.username,
      link: keyLink(origin, locale, "activate-email", key),
    });
  }

  /** The common end of both sign-ups: create, mail the verification link, maybe log in. */
  async function finish(row: Omit<NewUser, "passwordHash">, input: QuickSignup, context: RequestContext) {
    const locale = input.locale ?? context.locale;
    const now = clock.now();
    const passwordHash = await hashPassword(input.password);
    const user = await createAccount({ ...row, passwordHash, locale, createdAt: now, updatedAt: now }, input);
    await sendVerification(user, context.origin, locale);
    if (!deps.autoLogin) return { sessionToken: null };
    const session = await deps.sessions.create({
      userId: user.id,
      locale,
      ip: context.ip,
      userAgent: context.userAgent,
    });
    return { sessionToken: session.token };
  }

  const baseRow = (input: QuickSignup, currency: string) => ({
    username: input.username,
    email: input.email,
    birthDate: input.birthDate,
    country: input.country,
    currency,
    affiliateMarker: input.affiliateMarker ?? null,
  });

  return {
    /** Quick sign-up: the least needed to open an account. Returns a session token when auto-login is on. */
    async quickRegister(input: QuickSignup, context: RequestContext) {
      const checked = await checkQuickSignup(deps, input, calendarDate(clock.now()));
      if (checked.issues.length > 0 || !checked.currency) throw rejected(checked);
      return finish(baseRow(input, checked.currency.code), input, context);
    },

    /** Full sign-up with identity, address and an SMS-confirmed phone. */
    async register(input: FullSignup, context: RequestContext) {
      const today = calendarDate(clock.now());
      const checked = await checkQuickSignup(deps, input, today);
      checked.issues.push(...(await checkFullSignup(deps, input, today)));
      if (checked.issues.length > 0 || !checked.currency) throw rejected(checked);
      return finish(
        {
          ...baseRow(input, checked.currency.code),
          title: input.title,
          firstName: input.firstName,
          lastName: input.lastName,
          phonePrefix: input.phonePrefix,
          phoneNumber: input.phoneNumber,
          phoneVerifiedAt: clock.now(),
          address: input.address,
          city: input.city,
          state: input.state ?? null,
          cnp: input.cnp ?? null,
        },
        input,
        context,
      );
    },

    /** Re-sends the verification e-mail, only to an existing, unverified, open account; silent otherwise. */
    async resendVerification(email: string, context: RequestContext): Promise<void> {
      const user = await accountStore.findByEmail(db, email);
      if (!user || user.emailVerifiedAt || user.status !== "active") return;
      await sendVerification(user, context.origin, mailLocale(context, user));
    },

    /** Verifies the address an activation key was sent to; the key works once. */
    async activate(hashKey: string): Promise<void> {
      const token = await verification.findLink(["email_verification", "email_change"], hashKey);
      const user = token?.userId ? await accountStore.findById(db, token.userId) : undefined;
      // The key verifies the address it was sent to, and only while that is still the player's address.
      if (!token || !user || user.email.toLowerCase() !== token.target)
        throw accountError("ACTIVATION_FAILED");
      const done = await db.transaction(async (tx) => {
        const handle = tx as unknown as Db;
        if (!(await verification.consume(token.id, handle))) return false;
        return accountStore.markEmailVerified(handle, user.id, token.target, clock.now());
      });
      if (!done) throw accountError("ACTIVATION_FAILED");
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;

function rejected(checked: { issues: ReturnType<typeof fieldIssue>[]; passwordReason: string | null }) {
  return fieldErrors(checked.issues, checked.passwordReason ? { reason: checked.passwordReason } : {});
}
