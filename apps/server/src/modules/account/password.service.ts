import { MESSAGES, UrlLocale } from "@casino/contract";
import { z } from "zod";
import type { SessionPrincipal } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { JobQueue } from "../../platform/jobs";
import type { Messenger } from "../../platform/mail";
import {
  hashPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  passwordProblem,
  verifyPassword,
} from "../../platform/password";
import type { RequestContext } from "../../platform/request-context";
import type { SessionService } from "../session";
import { accountError, weakPassword } from "./account.errors";
import { accountStore } from "./account.store";
import { keyLink, mailLocale, sendAccountMail } from "./account-mail";
import type { VerificationService } from "./verification/verification.service";

/** A reset key works once, for one hour (the e-mail says so). */
const RESET_TTL_MS = 3_600_000;

/** The queue that looks the address up and mails the link, after the request has been answered. */
const RESET_MAIL_QUEUE = "password-reset-mail";
/** What a reset request leaves for the queue: the address as typed and what the link is built from. */
const ResetMailJob = z.object({
  email: z.string(),
  changePwdUrl: z.string().nullable(),
  origin: z.string(),
  requestedLocale: UrlLocale.nullable(),
});
type ResetMailJob = z.infer<typeof ResetMailJob>;

/** Password policy, change, and reset by e-mailed key. */
export function createPasswordService(deps: {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  sessions: SessionService;
  verification: VerificationService;
  jobs: JobQueue;
}) {
  const { db, clock, messenger, sessions, verification, jobs } = deps;

  /** Mails a reset link to a real, open account; nothing for any other address. */
  async function mailResetLink(job: ResetMailJob): Promise<void> {
    const user = await accountStore.findByEmail(db, job.email);
    if (user?.status !== "active") return;
    const key = await verification.issueLink({
      purpose: "password_reset",
      userId: user.id,
      target: user.email,
      ttlMs: RESET_TTL_MS,
    });
    const locale = mailLocale(job, user);
    await sendAccountMail(messenger, {
      to: user.email,
      template: "password_reset",
      locale,
      name: user.firstName || user.username,
      link: keyLink(
        job.origin,
        locale,
        "resetpassword",
        key,
        sameOrigin(job.changePwdUrl ?? undefined, job.origin),
      ),
    });
  }

  return {
    /** Registers the queue that sends reset links. */
    registerJobs() {
      jobs.handle(RESET_MAIL_QUEUE, (payload) => mailResetLink(ResetMailJob.parse(payload)));
    },

    /** The policy as a runtime pattern (docs/product/accounts.md#passwords). */
    policy() {
      return { pattern: PASSWORD_PATTERN, minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX };
    },

    /**
     * Changes the password when the old one is right. Every other session of the player ends (whoever else holds
     * one is logged out); the session that made the change stays. The player is told by e-mail.
     */
    async change(
      principal: SessionPrincipal,
      input: { oldPassword: string; newPassword: string },
      context: RequestContext,
    ) {
      const user = await accountStore.findById(db, principal.userId);
      if (!user || !(await verifyPassword(user.passwordHash, input.oldPassword)))
        throw accountError("WRONG_PASSWORD");
      const problem = passwordProblem(input.newPassword, { username: user.username, email: user.email });
      if (problem) throw weakPassword(problem, "newPassword");
      await accountStore.update(db, user.id, {
        passwordHash: await hashPassword(input.newPassword),
        updatedAt: clock.now(),
      });
      await sessions.endOthersForUser(user.id, principal.token, "password_change");
      await sendAccountMail(messenger, {
        to: user.email,
        template: "password_changed",
        locale: mailLocale(context, user),
        name: user.firstName || user.username,
      });
      return { message: MESSAGES.passwordChanged };
    },

    /**
     * Queues a reset link for the address and says nothing either way (no account enumeration). The request does
     * the same work for every address — one queued job — so neither its answer nor its timing tells whether an
     * account exists; the queue looks the address up and mails a real, open account. A new request cancels older
     * keys. `changePwdUrl` is used only on the site's own origin, so a link can never point elsewhere.
     */
    async requestReset(input: { email: string; changePwdUrl?: string | undefined }, context: RequestContext) {
      const job: ResetMailJob = {
        email: input.email,
        changePwdUrl: input.changePwdUrl ?? null,
        origin: context.origin,
        requestedLocale: context.requestedLocale,
      };
      await jobs.enqueue(RESET_MAIL_QUEUE, job);
    },

    /** Whether a reset key can still be used. */
    async keyValid(key: string): Promise<boolean> {
      return (await verification.findLink(["password_reset"], key)) !== undefined;
    },

    /**
     * Sets a new password with a reset key. A weak password is refused before the key is used, so the player can
     * try again with the same link. Every session of the player ends; receiving the mail also proves the address.
     */
    async resetWithKey(input: { key: string; password: string }): Promise<void> {
      const token = await verification.findLink(["password_reset"], input.key);
      const user = token?.userId ? await accountStore.findById(db, token.userId) : undefined;
      if (!token || !user) throw accountError("RESET_KEY_INVALID");
      const problem = passwordProblem(input.password, { username: user.username, email: user.email });
      if (problem) throw weakPassword(problem);
      const passwordHash = await hashPassword(input.password);
      const done = await db.transaction(async (tx) => {
        const handle = tx as unknown as Db;
        if (!(await verification.consume(token.id, handle))) return false;
        await accountStore.update(handle, user.id, { passwordHash, updatedAt: clock.now() });
        await accountStore.markEmailVerifiedIfUnset(handle, user.id, token.target, clock.now());
        return true;
      });
      if (!done) throw accountError("RESET_KEY_INVALID");
      await sessions.endAllForUser(user.id, "password_reset");
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;

/** The URL when it is on our origin, else undefined (then the standard link is built). */
function sameOrigin(candidate: string | undefined, origin: string): URL | undefined {
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}
