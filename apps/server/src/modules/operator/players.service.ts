import { type LedgerEntry, type PlayerDetail, toMajor } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import { inTransaction } from "../../platform/db/transaction";
import { AppError, notFound } from "../../platform/errors";
import type { AccountService } from "../account";
import type { AuditActor, AuditService } from "../audit";
import type { SessionService } from "../session";
import type { WalletService } from "../wallet";
import type { AdjustmentService } from "./adjustments.service";
import { operatorStore } from "./operator.store";

export interface PlayersDeps {
  db: Db;
  clock: Clock;
  accounts: AccountService;
  sessions: SessionService;
  wallet: WalletService;
  audit: AuditService;
  adjustments: AdjustmentService;
  /** How long an impersonation lasts at most. */
  impersonationMinutes: number;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The player 360 of the back office: find a player, see everything about them, lock them, note on them. */
export function createPlayersService(deps: PlayersDeps) {
  const { db, clock, accounts, sessions, wallet, audit } = deps;

  async function requireProfile(userId: string) {
    const profile = await accounts.admin.profile(userId);
    if (!profile) throw notFound("No such player");
    return profile;
  }

  async function setStatus(actor: AuditActor, userId: string, status: "active" | "locked") {
    return inTransaction(db, async (tx) => {
      const before = await accounts.admin.setStatus(tx, userId, status);
      if (before === null) throw notFound("No such player");
      // A locked player is logged out everywhere at once; unlocking only lets them log in again.
      const sessionsEnded = status === "locked" ? await sessions.endAllForUser(userId, "locked", tx) : 0;
      await audit.record(tx, {
        actor,
        action: status === "locked" ? "player.lock" : "player.unlock",
        target: { type: "player", id: userId },
        before: { status: before },
        after: { status, sessionsEnded },
      });
      return { status, sessionsEnded };
    });
  }

  return {
    search: (query: string, limit: number) => accounts.admin.search(query, limit),

    async detail(userId: string): Promise<PlayerDetail> {
      const profile = await requireProfile(userId);
      const currencies = [...new Set([profile.currency, ...(await wallet.currenciesOf(userId))])];
      const balances = [];
      for (const currency of currencies) {
        const b = await wallet.balances(userId, currency);
        balances.push({
          currency,
          real: toMajor(b.real),
          bonus: toMajor(b.bonus),
          held: toMajor(b.withdrawalHold),
        });
      }
      const history = await sessions.historyOf(userId);
      const notes = await operatorStore.notesOf(db, userId);
      const staffIds = [
        ...notes.map((note) => note.staffId),
        ...history.sessions.flatMap((s) => (s.impersonatedBy ? [s.impersonatedBy] : [])),
      ];
      const names = await accounts.usernames([...new Set(staffIds)]);
      return {
        profile,
        balances,
        sessions: history.sessions.map((s) => ({
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          endedAt: iso(s.endedAt),
          endReason: s.endReason,
          ip: s.ip,
          userAgent: s.userAgent,
          // A staff member's view as the player is listed as theirs, not as the player's visit.
          impersonatedBy: s.impersonatedBy ? (names.get(s.impersonatedBy) ?? "") : null,
        })),
        logins: history.logins.map((l) => ({
          at: l.createdAt.toISOString(),
          success: l.success,
          ip: l.ip,
          userAgent: l.userAgent,
        })),
        notes: notes.map((note) => ({
          id: note.id,
          at: note.createdAt.toISOString(),
          staffUsername: names.get(note.staffId) ?? "",
          text: note.text,
        })),
        adjustments: await deps.adjustments.list({ userId }),
        flags: (await operatorStore.flagsOf(db, userId)).map((flag) => ({
          kind: flag.kind,
          reason: flag.reason,
          reference: flag.reference,
          at: flag.createdAt.toISOString(),
        })),
      };
    },

    async ledger(userId: string, before: bigint | null, limit: number) {
      await requireProfile(userId);
      const rows = await wallet.ledgerPage(userId, before, limit + 1);
      const page = rows.slice(0, limit);
      const items: LedgerEntry[] = page.map((row) => ({
        entryId: row.id.toString(),
        at: row.createdAt.toISOString(),
        currency: row.currency,
        account: row.account,
        amount: toMajor(row.amount),
        balanceAfter: toMajor(row.balanceAfter),
        transferId: row.transferId,
        kind: row.kind,
        counterAccounts: row.counterAccounts,
      }));
      return { items, nextCursor: rows.length > limit ? page[page.length - 1]!.id.toString() : null };
    },

    async addNote(actor: AuditActor, userId: string, text: string) {
      await requireProfile(userId);
      const note = await inTransaction(db, async (tx) => {
        const note = await operatorStore.insertNote(tx, {
          userId,
          staffId: actor.userId,
          text,
          createdAt: clock.now(),
        });
        await audit.record(tx, {
          actor,
          action: "player.note",
          target: { type: "player", id: userId },
          after: { noteId: note.id, text },
        });
        return note;
      });
      const names = await accounts.usernames([actor.userId]);
      return {
        id: note.id,
        at: note.createdAt.toISOString(),
        staffUsername: names.get(actor.userId) ?? "",
        text: note.text,
      };
    },

    /**
     * Starts a read-only session as the player for the staff member (docs/decisions/0211-impersonation-read-only.md),
     * recorded as `player.impersonate.start` in the same transaction. No login attempt is written: the player did not
     * log in. A staff account cannot be impersonated (its view would be the console's, not a player's).
     */
    async impersonate(actor: AuditActor, userId: string, userAgent: string | null) {
      const profile = await requireProfile(userId);
      const roles = await accounts.rolesOf(userId);
      if (roles.some((role) => role !== "player"))
        throw new AppError("FORBIDDEN", 403, "A staff account cannot be viewed as a player");
      return inTransaction(db, async (tx) => {
        const session = await sessions.create(
          {
            userId,
            locale: profile.locale,
            ip: actor.ip,
            userAgent,
            impersonatedBy: actor.userId,
            lifetimeMs: deps.impersonationMinutes * 60_000,
          },
          tx,
        );
        await audit.record(tx, {
          actor,
          action: "player.impersonate.start",
          target: { type: "player", id: userId },
          after: { expiresAt: session.expiresAt.toISOString(), minutes: deps.impersonationMinutes },
        });
        return { token: session.token, username: profile.username, expiresAt: session.expiresAt };
      });
    },

    lock: (actor: AuditActor, userId: string) => setStatus(actor, userId, "locked"),
    unlock: (actor: AuditActor, userId: string) => setStatus(actor, userId, "active"),

    async endSessions(actor: AuditActor, userId: string) {
      const profile = await requireProfile(userId);
      return inTransaction(db, async (tx) => {
        const sessionsEnded = await sessions.endAllForUser(userId, "ended_by_staff", tx);
        await audit.record(tx, {
          actor,
          action: "player.end_sessions",
          target: { type: "player", id: userId },
          after: { sessionsEnded },
        });
        return { status: profile.status, sessionsEnded };
      });
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;
