import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionPrincipal } from "../../platform/auth";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import type { AccountService } from "../account";
import type { AuditService } from "../audit";
import type { SessionService } from "./session.service";
import { clearImpersonationCookie } from "./session-cookie";

/**
 * Ends a staff member's impersonation of a player (docs/decisions/0211-impersonation-read-only.md): the impersonation
 * session ends, its cookie goes (the staff member's own `sid` was never touched), and the audit trail gets
 * `player.impersonate.end` with the staff member, their roles now, the player and the IP, in the same transaction.
 * Answers the player's id, or null when the caller was not impersonating anyone.
 */
export function createImpersonationEnd(deps: {
  db: Db;
  clock: Clock;
  sessions: SessionService;
  accounts: Pick<AccountService, "rolesOf">;
  audit: AuditService;
}) {
  const { db, clock, sessions, accounts, audit } = deps;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    clearImpersonationCookie(request, reply);
    const principal: SessionPrincipal | null = request.principal;
    const impersonation = principal?.impersonation;
    if (!principal || !impersonation) return null;
    const roles = (await accounts.rolesOf(impersonation.staffId)).filter((role) => role !== "player");
    await inTransaction(db, async (tx) => {
      await sessions.end(principal.token, "impersonation_ended", tx);
      await audit.record(tx, {
        actor: { userId: impersonation.staffId, roles, ip: request.ip },
        action: "player.impersonate.end",
        target: { type: "player", id: principal.userId },
        before: { startedAt: principal.loginTime.toISOString() },
        after: { endedAt: clock.now().toISOString() },
      });
    });
    return principal.userId;
  };
}
