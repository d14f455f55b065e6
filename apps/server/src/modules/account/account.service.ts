import type { AdminPlayer, Currency } from "@casino/contract";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db";
import type { SessionService } from "../session";
import { accountStore } from "./account.store";
import { createAdminAccounts } from "./admin-accounts";
import { createConsentsService } from "./consents.service";
import { createReferenceService, DEFAULT_CURRENCY, toCurrency } from "./reference.service";

/** What login needs to know about an account. */
export interface LoginAccount {
  id: string;
  passwordHash: string;
  /** active | closed */
  status: string;
  locale: string;
  phonePrefix: string | null;
  phoneNumber: string | null;
}

/** The player as the session API shows them (docs/product/sessions.md#authenticate). */
export interface SessionUser {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  email: string;
  isEmailVerified: boolean;
  affiliateMarker: string | null;
  theme: "Dark" | "Light";
  currency: Currency;
}

/** How other modules reach and identify a player (mails, national registers). */
/** What never changes about a player after sign-up. */
export interface PlayerIdentity {
  username: string;
  country: string;
  currency: string;
}

export interface PlayerContact {
  email: string;
  /** First name, else username: for "Hi {{name}}". */
  name: string;
  username: string;
  /** The account's locale for e-mails. */
  locale: string;
  /** Romanian personal numeric code, when given. */
  cnp: string | null;
  currency: string;
  /** ISO country of residence (the casino feeds filter winners by it). */
  country: string;
}

/** Who is looking at money on the site (see `viewerCurrency`). */
export interface Viewer {
  userId: string | null;
  /** Currencies the guest chose, strongest first (a request parameter, the display-currency cookie). */
  chosen: (string | undefined)[];
  /** Country codes that hint at the guest's currency, strongest first. */
  countries: (string | undefined)[];
}

/** The account module's face for other modules: look-ups for login and the session, guest defaults. */
/** Players whose identity is remembered per process (the oldest forgotten first). */
const IDENTITIES_KEPT = 10_000;

export function createAccountService(db: Db, clock: Clock, sessions: SessionService) {
  const consents = createConsentsService(db, clock, sessions);
  const admin = createAdminAccounts(db);
  const reference = createReferenceService(db);
  const identities = new Map<string, PlayerIdentity>();
  return {
    /** The account behind a username or e-mail (case-insensitive), or null. */
    async findForLogin(identifier: string): Promise<LoginAccount | null> {
      const row = await accountStore.findByLogin(db, identifier.toLowerCase());
      if (!row) return null;
      const { id, passwordHash, status, locale, phonePrefix, phoneNumber } = row;
      return { id, passwordHash, status, locale, phonePrefix, phoneNumber };
    },

    /** Consents the player must still give; login restricts the session while any are outstanding. */
    outstandingConsents: consents.outstanding,

    /** The player for GET /api/session/authenticate, or null when the account is gone. */
    async sessionUser(userId: string): Promise<SessionUser | null> {
      const row = await accountStore.findWithCurrency(db, userId);
      if (!row) return null;
      const { user, currency } = row;
      return {
        userId: user.id,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        birthDate: user.birthDate,
        email: user.email,
        isEmailVerified: user.emailVerifiedAt !== null,
        affiliateMarker: user.affiliateMarker,
        theme: user.theme === "Light" ? "Light" : "Dark",
        currency: currency ? toCurrency(currency) : DEFAULT_CURRENCY,
      };
    },

    /** The player's roles (player, operator, …) for authorisation checks in other modules. */
    async rolesOf(userId: string): Promise<string[]> {
      return (await accountStore.findById(db, userId))?.roles ?? [];
    },

    /** Flips one role of a player (the questionnaire's toggleRole); the roles after, or null for no such player. */
    async toggleRole(userId: string, role: string): Promise<string[] | null> {
      return (await accountStore.toggleRole(db, userId, role)) ?? null;
    },

    /** Players who signed up with one of these affiliate markers, with their account currency. */
    referredBy: (markers: string[]) => accountStore.referredBy(db, markers),

    /**
     * Who to write to and how to identify the player in registers: e-mail, name, locale, CNP, country. Inside a
     * transaction pass it (`tx`): on the embedded database a read beside an open transaction waits for it.
     */
    async contactOf(userId: string, tx: Db = db): Promise<PlayerContact | null> {
      const row = await accountStore.findById(tx, userId);
      if (!row) return null;
      const { email, firstName, username, locale, cnp, currency, country } = row;
      return { email, name: firstName || username, username, locale, cnp, currency, country };
    },

    /**
     * Username, country and currency: set at sign-up and changed by no call (the profile form and the back office
     * leave them), so they are remembered once read and every round and bet is spared the read (issue 19).
     */
    async identityOf(userId: string): Promise<PlayerIdentity | null> {
      const known = identities.get(userId);
      if (known) return known;
      const row = await accountStore.findById(db, userId);
      if (!row) return null;
      const identity = { username: row.username, country: row.country, currency: row.currency };
      if (identities.size >= IDENTITIES_KEPT) identities.delete(identities.keys().next().value!);
      identities.set(userId, identity);
      return identity;
    },

    /** An operator's look-up by username (case-insensitive): the account's id, country and currency, or null. */
    async playerByUsername(username: string): Promise<AdminPlayer | null> {
      const row = await accountStore.findByUsername(db, username.trim());
      if (!row) return null;
      return { userId: row.id, username: row.username, country: row.country, currency: row.currency };
    },

    /** The back office's account reads and writes (search, profile, lock, staff roles). */
    admin,
    /** Usernames by user id. */
    usernames: admin.usernames,

    /** Withdraws the player's marketing consents (cool-off, self-exclusion). */
    withdrawMarketingConsents: consents.withdrawMarketing,

    /** Country and currency for a guest, from the visitor's country headers or the configured default. */
    guestDefaults: reference.guestDefaults,

    /**
     * The currency money is shown in to a viewer (content texts, jackpots): a player's wallet currency; for a
     * guest the first chosen currency that is enabled (the request's, then the display-currency cookie), else
     * the currency of the first known country (visitor-country headers, then the locale's), else `fallback`'s.
     */
    async viewerCurrency(viewer: Viewer, fallbackCountry: string): Promise<string> {
      if (viewer.userId) {
        const row = await accountStore.findWithCurrency(db, viewer.userId);
        if (row) return row.user.currency;
      }
      for (const code of viewer.chosen) {
        if (code && /^[A-Za-z]{3}$/.test(code) && (await reference.enabledCurrency(code)))
          return code.toUpperCase();
      }
      return (await reference.guestDefaults(viewer.countries, fallbackCountry)).currency.code;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
